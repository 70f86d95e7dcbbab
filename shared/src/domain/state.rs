//! The 50 US states and the District of Columbia, parsed once from the label the form sends ("New York") and trusted
//! inside.

use serde::{Deserialize, Serialize};
use std::fmt;

macro_rules! states {
    ($($variant:ident => $label:literal, $abbr:literal;)*) => {
        /// One of the 50 US states or the District of Columbia (spec §3 lists "the 50 US states, alphabetical"; the
        /// District has its own laws on every rule family, so a business there gets them: docs/decisions/0027).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum UsState { $($variant),* }

        impl UsState {
            /// Every state in alphabetical order, as the form lists them.
            pub const ALL: [UsState; 51] = [$(UsState::$variant),*];

            /// The label shown in the form and used in documents ("New York").
            pub fn name(self) -> &'static str {
                match self { $(UsState::$variant => $label),* }
            }

            /// The two-letter postal abbreviation ("NY").
            pub fn abbreviation(self) -> &'static str {
                match self { $(UsState::$variant => $abbr),* }
            }
        }
    };
}

states! {
    Alabama => "Alabama", "AL"; Alaska => "Alaska", "AK"; Arizona => "Arizona", "AZ";
    Arkansas => "Arkansas", "AR"; California => "California", "CA"; Colorado => "Colorado", "CO";
    Connecticut => "Connecticut", "CT"; Delaware => "Delaware", "DE";
    DistrictOfColumbia => "District of Columbia", "DC"; Florida => "Florida", "FL";
    Georgia => "Georgia", "GA"; Hawaii => "Hawaii", "HI"; Idaho => "Idaho", "ID";
    Illinois => "Illinois", "IL"; Indiana => "Indiana", "IN"; Iowa => "Iowa", "IA";
    Kansas => "Kansas", "KS"; Kentucky => "Kentucky", "KY"; Louisiana => "Louisiana", "LA";
    Maine => "Maine", "ME"; Maryland => "Maryland", "MD"; Massachusetts => "Massachusetts", "MA";
    Michigan => "Michigan", "MI"; Minnesota => "Minnesota", "MN"; Mississippi => "Mississippi", "MS";
    Missouri => "Missouri", "MO"; Montana => "Montana", "MT"; Nebraska => "Nebraska", "NE";
    Nevada => "Nevada", "NV"; NewHampshire => "New Hampshire", "NH"; NewJersey => "New Jersey", "NJ";
    NewMexico => "New Mexico", "NM"; NewYork => "New York", "NY"; NorthCarolina => "North Carolina", "NC";
    NorthDakota => "North Dakota", "ND"; Ohio => "Ohio", "OH"; Oklahoma => "Oklahoma", "OK";
    Oregon => "Oregon", "OR"; Pennsylvania => "Pennsylvania", "PA"; RhodeIsland => "Rhode Island", "RI";
    SouthCarolina => "South Carolina", "SC"; SouthDakota => "South Dakota", "SD"; Tennessee => "Tennessee", "TN";
    Texas => "Texas", "TX"; Utah => "Utah", "UT"; Vermont => "Vermont", "VT";
    Virginia => "Virginia", "VA"; Washington => "Washington", "WA"; WestVirginia => "West Virginia", "WV";
    Wisconsin => "Wisconsin", "WI"; Wyoming => "Wyoming", "WY";
}

/// The four states that style themselves Commonwealths, and a document must name so.
const COMMONWEALTHS: [UsState; 4] =
    [UsState::Kentucky, UsState::Massachusetts, UsState::Pennsylvania, UsState::Virginia];

impl UsState {
    /// How a document names the state as a jurisdiction: "State of Texas", "Commonwealth of Massachusetts",
    /// "District of Columbia" (a document writes "the laws of the {jurisdiction}").
    pub fn jurisdiction(self) -> String {
        if self == UsState::DistrictOfColumbia {
            return self.name().to_string();
        }
        let polity = if COMMONWEALTHS.contains(&self) { "Commonwealth" } else { "State" };
        format!("{polity} of {}", self.name())
    }

    /// How a sentence names the place after "in" or "of": "Texas", "the District of Columbia".
    pub fn place(self) -> &'static str {
        match self {
            UsState::DistrictOfColumbia => "the District of Columbia",
            other => other.name(),
        }
    }

    /// Accepts the form label ("New York"), case-insensitively, or the postal abbreviation ("NY").
    pub fn parse(input: &str) -> Option<UsState> {
        let wanted = input.trim();
        UsState::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(wanted) || s.abbreviation().eq_ignore_ascii_case(wanted))
    }
}

impl fmt::Display for UsState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for UsState {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for UsState {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = String::deserialize(deserializer)?;
        UsState::parse(&raw).ok_or_else(|| serde::de::Error::custom(format!("unknown US state: {raw}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_states_are_commonwealths() {
        assert_eq!(UsState::Massachusetts.jurisdiction(), "Commonwealth of Massachusetts");
        assert_eq!(UsState::Kentucky.jurisdiction(), "Commonwealth of Kentucky");
        assert_eq!(UsState::Texas.jurisdiction(), "State of Texas");
        let commonwealths = UsState::ALL.iter().filter(|s| s.jurisdiction().starts_with("Commonwealth")).count();
        assert_eq!(commonwealths, 4);
    }

    #[test]
    fn lists_the_fifty_states_and_the_district_alphabetically() {
        let names: Vec<_> = UsState::ALL.iter().map(|s| s.name()).collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(names, sorted);
        assert_eq!(names.len(), 51);
    }

    #[test]
    fn parses_labels_and_abbreviations() {
        assert_eq!(UsState::parse("new york"), Some(UsState::NewYork));
        assert_eq!(UsState::parse(" TX "), Some(UsState::Texas));
        assert_eq!(UsState::parse("district of columbia"), Some(UsState::DistrictOfColumbia));
        assert_eq!(UsState::parse("DC"), Some(UsState::DistrictOfColumbia));
        assert_eq!(UsState::DistrictOfColumbia.jurisdiction(), "District of Columbia");
        assert_eq!(UsState::DistrictOfColumbia.place(), "the District of Columbia");
        assert_eq!(UsState::Ohio.place(), "Ohio");
        assert_eq!(UsState::parse("Puerto Rico"), None);
        assert_eq!(UsState::parse(""), None);
    }
}
