//! Spec §5 'Signature handling': a signature section is included if the content already has signature wording, or
//! if the document type's name contains one of the listed words; except (decision §4.11) for the documents accepted
//! online, Terms of Service and Privacy Policies, which never get one.

use crate::domain::DocumentType;

/// The spec's words. A word matches at the start of a word of the name ("Services" matches "service",
/// "NDA" matches "nda"), so "Standard Policy" does not match "nda" and "Wholesale" does not match "sale".
const TYPE_WORDS: [&str; 17] = [
    "agreement",
    "contract",
    "employment",
    "consulting",
    "service",
    "license",
    "confidentiality",
    "nda",
    "non-disclosure",
    "partnership",
    "operating",
    "lease",
    "rental",
    "purchase",
    "sale",
    "assignment",
    "transfer",
];

/// Wording that shows the content already expects signatures.
const SIGNATURE_WORDING: [&str; 9] = [
    "in witness whereof",
    "signature:",
    "signatures",
    "signed by",
    "signed:",
    "signature block",
    "authorized signatory",
    "authorized signature",
    "by: ___",
];

pub fn needs_signature(document_title: &str, content: &str) -> bool {
    if accepted_online(document_title) {
        return false;
    }
    if has_word_start(document_title, &TYPE_WORDS) {
        return true;
    }
    let content = content.to_lowercase();
    SIGNATURE_WORDING.iter().any(|w| content.contains(w))
}

/// Whether a document titled `document_title` is one that users accept online (a Terms of Service or a Privacy
/// Policy, by the product's type names): it carries an acceptance clause and never a signature table, on every path
/// (the offline outlines, an AI provider's draft, format-document).
pub fn accepted_online(document_title: &str) -> bool {
    DocumentType::parse(document_title).is_some_and(DocumentType::accepted_online)
}

/// Whether one of `words` (lowercase) begins a word of `text`, ignoring case: "Services" has "service", "NDA" has
/// "nda", "Wholesale" has no "sale". The engine's keyword rules all read text this way.
pub(crate) fn has_word_start(text: &str, words: &[&str]) -> bool {
    let text = text.to_lowercase();
    let mut starts = text
        .char_indices()
        .filter(|&(i, _)| i == 0 || !text[..i].chars().next_back().is_some_and(char::is_alphanumeric))
        .map(|(i, _)| &text[i..]);
    starts.any(|rest| words.iter().any(|word| rest.starts_with(word)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_names_from_the_spec_need_signatures() {
        for title in [
            "Non-Disclosure Agreement",
            "Employment Agreement",
            "Consulting Contract",
            "NDA",
            "Lease",
            "Software License",
            "Asset Purchase",
            "Sales Terms",
            "Operating Agreement",
        ] {
            assert!(needs_signature(title, ""), "{title}");
        }
    }

    #[test]
    fn policies_need_none_unless_the_content_has_signature_wording() {
        assert!(!needs_signature("Privacy Policy", "We collect data."));
        assert!(!needs_signature("Standard Policy", ""));
        assert!(!needs_signature("Employee Handbook Policy", "Rules for staff."));
        assert!(!needs_signature("Wholesale Price List", ""));
        assert!(needs_signature("Refund Policy", "IN WITNESS WHEREOF the parties sign."));
        assert!(needs_signature("Memo", "Signature: ______"));
    }

    #[test]
    fn online_terms_and_policies_never_need_one_whatever_their_words() {
        for title in ["Terms of Service", "terms of service", " Privacy Policy "] {
            assert!(!needs_signature(title, ""), "{title}");
            assert!(!needs_signature(title, "IN WITNESS WHEREOF the parties sign. Signature: ____"), "{title}");
        }
        assert!(needs_signature("Terms of Service Agreement", ""), "another title keeps the spec's rule");
    }
}
