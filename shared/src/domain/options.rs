//! The form's option lists (spec §3), each parsed once from the label the browser sends.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Declares an option enum whose wire form is the spec's label, with `ALL`, `label()` and `parse()`.
macro_rules! labelled_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $label:literal),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),* }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            pub fn label(self) -> &'static str {
                match self { $($name::$variant => $label),* }
            }

            /// Matches the label case-insensitively, ignoring surrounding spaces.
            pub fn parse(input: &str) -> Option<$name> {
                let wanted = input.trim();
                $name::ALL.iter().copied().find(|v| v.label().eq_ignore_ascii_case(wanted))
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(self.label()) }
        }

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> { s.serialize_str(self.label()) }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let raw = String::deserialize(d)?;
                $name::parse(&raw).ok_or_else(|| serde::de::Error::custom(format!("unknown {}: {raw}", stringify!($name))))
            }
        }
    };
}

labelled_enum!(
    /// What the customer buys a draft of.
    DocumentType {
        Nda => "Non-Disclosure Agreement",
        TermsOfService => "Terms of Service",
        PrivacyPolicy => "Privacy Policy",
        FreelanceAgreement => "Freelance Agreement",
        EmploymentAgreement => "Employment Agreement",
        Other => "Other (Beta)",
    }
);

impl DocumentType {
    /// Decision §4.11: Terms of Service and Privacy Policies are accepted online (clickwrap), so they never carry a
    /// signature table, whatever spec §5's words in the name say; they carry an acceptance clause instead.
    pub fn accepted_online(self) -> bool {
        matches!(self, DocumentType::TermsOfService | DocumentType::PrivacyPolicy)
    }
}

labelled_enum!(
    /// The customer's legal form, which decides how the party is described.
    BusinessType {
        SoleProprietorship => "Sole Proprietorship",
        Partnership => "Partnership",
        Llc => "Limited Liability Company (LLC)",
        Corporation => "Corporation",
        NonProfit => "Non-Profit Organization",
    }
);

labelled_enum!(
    Industry {
        Technology => "Technology",
        Healthcare => "Healthcare",
        FinancialServices => "Financial Services",
        RealEstate => "Real Estate",
        Construction => "Construction",
        Manufacturing => "Manufacturing",
        Retail => "Retail",
        Hospitality => "Hospitality",
        Education => "Education",
        Transportation => "Transportation",
        Energy => "Energy",
        MediaEntertainment => "Media & Entertainment",
        Agriculture => "Agriculture",
        FoodBeverage => "Food & Beverage",
        ProfessionalServices => "Professional Services",
        NonProfit => "Non-Profit",
        Other => "Other",
    }
);

labelled_enum!(
    /// Only one level is sold (spec §9), but the field is part of the data.
    ProtectionLevel {
        Comprehensive => "Comprehensive",
    }
);

/// The optional special clauses; their wire form is the spec's id ("non-compete").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpecialClause {
    EnhancedConfidentiality,
    ArbitrationProvision,
    AdvancedTermination,
    IntellectualProperty,
    NonCompete,
    DataProtection,
}

impl SpecialClause {
    pub const ALL: [SpecialClause; 6] = [
        SpecialClause::EnhancedConfidentiality,
        SpecialClause::ArbitrationProvision,
        SpecialClause::AdvancedTermination,
        SpecialClause::IntellectualProperty,
        SpecialClause::NonCompete,
        SpecialClause::DataProtection,
    ];

    pub fn id(self) -> &'static str {
        match self {
            SpecialClause::EnhancedConfidentiality => "enhanced-confidentiality",
            SpecialClause::ArbitrationProvision => "arbitration-provision",
            SpecialClause::AdvancedTermination => "advanced-termination",
            SpecialClause::IntellectualProperty => "intellectual-property",
            SpecialClause::NonCompete => "non-compete",
            SpecialClause::DataProtection => "data-protection",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            SpecialClause::EnhancedConfidentiality => "Enhanced Confidentiality",
            SpecialClause::ArbitrationProvision => "Arbitration Provision",
            SpecialClause::AdvancedTermination => "Advanced Termination Options",
            SpecialClause::IntellectualProperty => "Intellectual Property Protection",
            SpecialClause::NonCompete => "Non-Compete Clause",
            SpecialClause::DataProtection => "Data Protection",
        }
    }

    pub fn parse(input: &str) -> Option<SpecialClause> {
        let wanted = input.trim();
        SpecialClause::ALL.into_iter().find(|c| c.id().eq_ignore_ascii_case(wanted))
    }
}

impl Serialize for SpecialClause {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for SpecialClause {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = String::deserialize(d)?;
        SpecialClause::parse(&raw).ok_or_else(|| serde::de::Error::custom(format!("unknown special clause: {raw}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_round_trip() {
        for t in DocumentType::ALL {
            assert_eq!(DocumentType::parse(t.label()), Some(*t));
        }
        assert_eq!(BusinessType::parse("limited liability company (llc)"), Some(BusinessType::Llc));
        assert_eq!(Industry::parse("Media & Entertainment"), Some(Industry::MediaEntertainment));
        assert_eq!(SpecialClause::parse("non-compete"), Some(SpecialClause::NonCompete));
        assert_eq!(DocumentType::parse("Will"), None);
    }

    #[test]
    fn option_lists_match_the_spec_counts() {
        assert_eq!(DocumentType::ALL.len(), 6);
        assert_eq!(BusinessType::ALL.len(), 5);
        assert_eq!(Industry::ALL.len(), 17);
        assert_eq!(SpecialClause::ALL.len(), 6);
    }
}
