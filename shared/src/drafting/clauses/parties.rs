//! How the business is described in a parties block, the opening paragraph of every agreement, and who signs.

use super::Roles;
use crate::domain::{BusinessType, UsState};
use crate::drafting::engine::Ctx;
use crate::drafting::model::{Paragraph, SignatureParty, BLANK};

/// "This Freelance Agreement (this “Agreement”) is made as of ____ (the “Effective Date”) between Acme LLC, a Texas
/// limited liability company, whose mailing address is ____ (the “Client”), and ____, whose mailing address is
/// ____ (the “Freelancer”)." `title` may be the customer's text: it goes in as plain text.
pub(crate) fn agreement_opening(ctx: &Ctx, title: &str, roles: &Roles) -> Paragraph {
    let opening = Paragraph::plain("This ")
        .and_plain(title)
        .and_marked(&roles.fill(" (this “**{doc}**”) is made as of "))
        .and_plain(BLANK)
        .and_marked(" (the “**Effective Date**”) between ");
    ctx.party_block(opening)
        .and_plain(format!(", whose mailing address is {BLANK}"))
        .and_marked(&roles.fill(" (the “**{owner}**”), and "))
        .and_plain(format!("{BLANK}, whose mailing address is {BLANK}"))
        .and_marked(&roles.fill(" (the “**{other}**”)."))
}

/// One signature block for the business, named, and one for the other party, to fill in.
pub(crate) fn signature_parties(ctx: &Ctx, roles: &Roles) -> Vec<SignatureParty> {
    vec![SignatureParty::new(roles.owner, ctx.business()), SignatureParty::new(roles.other, "")]
}

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
