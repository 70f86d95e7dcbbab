//! Notices a state requires sellers of online services to give its consumers in their terms. The terms of service
//! carry every row, addressed to that state's residents.

use super::Law;
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConsumerNotice {
    pub state: UsState,
    pub law: Law,
    /// Who must give it.
    pub applies_to: &'static str,
    /// The notice, in the project's words, addressed to the state's residents.
    pub text: &'static str,
}

pub static CONSUMER_NOTICES: &[ConsumerNotice] = &[ConsumerNotice {
    state: UsState::California,
    law: Law {
        name: "California consumer-complaint notice for electronic commercial services",
        citation: "Cal. Civ. Code § 1789.3",
    },
    applies_to: "providers of electronic commercial services to California consumers",
    text: "Under California Civil Code section 1789.3, California users are entitled to the following consumer rights notice. The provider of the Services is named in these Terms, and its address and contact details are in the Contact Us section. Unless a price is shown to you before you buy, use of the Services is free of charge. If you have a complaint about the Services, or want further information about their use, you may contact us, or you may contact the Complaint Assistance Unit of the Division of Consumer Services of the California Department of Consumer Affairs in writing at 1625 North Market Boulevard, Suite N 112, Sacramento, California 95834, or by telephone at (800) 952-5210.",
}];
