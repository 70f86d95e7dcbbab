//! What kind of agreement an 'Other (Beta)' name describes. The kinds are data: each is an outline
//! `drafting/outlines/custom/<kind>.toml` whose `[match]` table gives the words that pick it, its rank and label, with
//! its roles, research and core sections. Matching is on the start of a word of the name (then of the description),
//! trying the kinds by rank, so "Software License Agreement" is a licence and "Subcontractor Agreement" is work
//! received, not work provided; the `fallback` kind (the general agreement) is used when none matches.

use super::library::{KindMatch, Library, LibraryError, Outline, Roles};

/// A custom kind of the library: its outline name ("custom/license") and outline.
#[derive(Clone, Copy)]
pub(crate) struct CustomKind<'a> {
    pub name: &'a str,
    pub outline: &'a Outline,
    pub matching: &'a KindMatch,
}

impl CustomKind<'_> {
    pub(crate) fn roles(&self) -> Roles<'_> {
        self.outline.roles.roles()
    }
}

fn kinds(library: &Library) -> impl Iterator<Item = CustomKind<'_>> {
    library
        .custom_kinds()
        .into_iter()
        .filter_map(|(name, outline)| outline.matching.as_ref().map(|matching| CustomKind { name, outline, matching }))
}

fn matches(text: &str, words: &[String]) -> bool {
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    super::signature::has_word_start(text, &words)
}

/// The kind the name describes, else the kind the description describes, else the fallback kind.
pub(crate) fn kind_of<'a>(library: &'a Library, name: &str, description: &str) -> Result<CustomKind<'a>, LibraryError> {
    let matching =
        |text: &str| kinds(library).find(|kind| !kind.matching.fallback && matches(text, &kind.matching.words));
    matching(name)
        .or_else(|| matching(description))
        .or_else(|| kinds(library).find(|kind| kind.matching.fallback))
        .ok_or_else(|| LibraryError::UnknownKind("the fallback custom kind (`fallback = true`)".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_pick_their_kind_in_table_order() {
        let library = Library::embedded();
        let kind = |name: &str, description: &str| {
            kind_of(library, name, description).expect("the embedded library has a fallback kind").name
        };
        assert_eq!(kind("Software License Agreement", ""), "custom/license");
        assert_eq!(kind("Lease Agreement", ""), "custom/lease");
        assert_eq!(kind("Operating Agreement", ""), "custom/venture");
        assert_eq!(kind("Joint Venture Agreement", ""), "custom/venture");
        assert_eq!(kind("Asset Purchase Agreement", ""), "custom/sale");
        assert_eq!(kind("Distribution Agreement", ""), "custom/sale");
        assert_eq!(kind("Subcontractor Agreement", ""), "custom/services-received");
        assert_eq!(kind("Independent Contractor Agreement", ""), "custom/services-received");
        assert_eq!(kind("Vendor Agreement", ""), "custom/services-received");
        assert_eq!(kind("Consulting Agreement", ""), "custom/services-provided");
        assert_eq!(kind("Master Services Agreement", ""), "custom/services-provided");
        assert_eq!(kind("Settlement Agreement", ""), "custom/general");
        assert_eq!(kind("Agreement", "We rent out our studio."), "custom/lease");
    }
}
