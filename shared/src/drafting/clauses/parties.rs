//! How the business is described in a parties block.

use crate::domain::{BusinessType, UsState};

/// "a California limited liability company", "an Ohio corporation", "a sole proprietorship based in Texas".
pub(crate) fn entity_description(business_type: BusinessType, state: UsState) -> String {
    let name = state.name();
    match business_type {
        BusinessType::SoleProprietorship => format!("a sole proprietorship based in {name}"),
        BusinessType::Partnership => format!("{} {name} partnership", article(name)),
        BusinessType::Llc => format!("{} {name} limited liability company", article(name)),
        BusinessType::Corporation => format!("{} {name} corporation", article(name)),
        BusinessType::NonProfit => format!("{} {name} nonprofit organization", article(name)),
    }
}

/// "an" before a vowel sound: Alabama to Oregon; Utah is said "you-tah" and takes "a".
fn article(word: &str) -> &'static str {
    match word.chars().next() {
        Some('A' | 'E' | 'I' | 'O') => "an",
        _ => "a",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_each_business_type_with_the_right_article() {
        assert_eq!(
            entity_description(BusinessType::Llc, UsState::California),
            "a California limited liability company"
        );
        assert_eq!(
            entity_description(BusinessType::SoleProprietorship, UsState::Texas),
            "a sole proprietorship based in Texas"
        );
        assert_eq!(entity_description(BusinessType::Corporation, UsState::Ohio), "an Ohio corporation");
        assert_eq!(entity_description(BusinessType::Partnership, UsState::Utah), "a Utah partnership");
        assert_eq!(entity_description(BusinessType::NonProfit, UsState::Idaho), "an Idaho nonprofit organization");
    }
}
