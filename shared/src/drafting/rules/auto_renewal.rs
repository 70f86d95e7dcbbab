//! Automatic-renewal (subscription) laws. The terms of service state their subscription terms so that they meet
//! the strictest of them (California's), which also satisfies the others and the federal Restore Online Shoppers'
//! Confidence Act; the table tells the research which laws a subscription business meets.

use super::{find, state_law, StateLaw};
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

/// `note` says what the law requires of a subscription offer.
pub static AUTO_RENEWAL_LAWS: &[StateLaw] = &[
    state_law(
        UsState::California,
        "California Automatic Renewal Law",
        "Cal. Bus. & Prof. Code §§ 17600 to 17606",
        "the renewal terms must be shown clearly and conspicuously before purchase and next to the request for consent, the consumer must give express affirmative consent, an acknowledgment must set out the terms and how to cancel, online sign-ups must be cancellable online at will, material changes and the end of a free trial or promotional price need advance notice, and since July 1, 2025 consent records must be kept and yearly reminders sent",
    ),
    state_law(
        UsState::Colorado,
        "Colorado automatic renewal statute",
        "Colo. Rev. Stat. § 6-1-732",
        "clear disclosure and affirmative consent, online cancellation, and reminders before a long free trial converts and before a term of a year or more renews",
    ),
    state_law(
        UsState::Connecticut,
        "Connecticut automatic renewal statute",
        "Conn. Gen. Stat. § 42-126b",
        "clear disclosure, notice before a contract of twelve months or more renews, and online cancellation for online sign-ups",
    ),
    state_law(
        UsState::Delaware,
        "Delaware automatic renewal statute",
        "Del. Code Ann. tit. 6, §§ 2731 to 2737",
        "clear disclosure, notice before a contract of twelve months or more renews, and online cancellation for online sign-ups",
    ),
    state_law(
        UsState::Florida,
        "Florida automatic renewal statute",
        "Fla. Stat. § 501.165",
        "clear disclosure of the renewal terms and, for terms of twelve months or more, written notice before the cancellation deadline",
    ),
    state_law(
        UsState::Hawaii,
        "Hawaii automatic renewal statute",
        "Haw. Rev. Stat. § 481-9.5",
        "clear disclosure, affirmative consent, an acknowledgment, and an easy and cost-effective way to cancel",
    ),
    state_law(
        UsState::Illinois,
        "Illinois Automatic Contract Renewal Act",
        "815 ILCS 601",
        "clear disclosure, an acknowledgment with cancellation information, online cancellation for online sign-ups, and notice before a contract of twelve months or more renews",
    ),
    state_law(
        UsState::Massachusetts,
        "Massachusetts unfair and deceptive fees regulations",
        "940 Code Mass. Regs. 38.00",
        "the total price must be shown up front, and trials and recurring charges must be easy to cancel in the way the consumer signed up, with notice before a trial ends or a charge recurs",
    ),
    state_law(
        UsState::Minnesota,
        "Minnesota automatic renewal statute",
        "Minn. Stat. §§ 325G.56 to 325G.62",
        "clear disclosure, affirmative consent, an acknowledgment, cancellation in the way the consumer signed up, yearly reminders, and notice of price changes",
    ),
    state_law(
        UsState::NewYork,
        "New York automatic renewal statute",
        "N.Y. Gen. Bus. Law §§ 527, 527-a",
        "clear disclosure before purchase, affirmative consent, an acknowledgment with the cancellation policy, and online cancellation for online sign-ups",
    ),
    state_law(
        UsState::NorthDakota,
        "North Dakota automatic renewal statute",
        "N.D. Cent. Code ch. 51-37",
        "clear disclosure, affirmative consent, an acknowledgment, and an easy way to cancel",
    ),
    state_law(
        UsState::Oregon,
        "Oregon automatic renewal statute",
        "Or. Rev. Stat. §§ 646A.292 to 646A.295",
        "clear disclosure, affirmative consent, an acknowledgment with a cost-effective way to cancel, and online cancellation for online sign-ups",
    ),
    state_law(
        UsState::Vermont,
        "Vermont automatic renewal statute",
        "Vt. Stat. Ann. tit. 9, § 2454a",
        "separate consent to the renewal of a term longer than one year, notice before such a term renews, and online cancellation for online sign-ups",
    ),
    state_law(
        UsState::Virginia,
        "Virginia automatic renewal statute",
        "Va. Code § 59.1-207.46",
        "clear disclosure, affirmative consent, an acknowledgment with cancellation information, online cancellation, and notice before a long free trial converts",
    ),
];

pub fn law_for(state: UsState) -> Option<&'static StateLaw> {
    find(AUTO_RENEWAL_LAWS, state)
}

/// The law the subscription terms are written to meet.
pub fn strictest() -> &'static StateLaw {
    law_for(UsState::California).unwrap_or(&AUTO_RENEWAL_LAWS[0])
}
