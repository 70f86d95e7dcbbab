//! Sections agreements share near their end: the special clauses every agreement treats alike (data protection, the
//! non-compete) and the customer's special terms. Dispute resolution and the general provisions are the `disputes`
//! and `general` builders that outlines name.

use super::{custom, data, restrictive, Roles};
use crate::domain::SpecialClause;
use crate::drafting::model::{Paragraph, Section};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;

/// The special clauses every agreement treats alike, as sections: data protection, and the non-compete as the
/// state's table allows it.
pub(crate) fn optional_sections(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Section> {
    let state = ctx.state();
    let mut sections = vec![];
    if ctx.has(SpecialClause::DataProtection) {
        sections.push(Section::new("Data Protection", data::data_protection(state, roles, notes)));
    }
    if ctx.has(SpecialClause::NonCompete) {
        sections.push(restrictive::section(ctx, roles, notes));
    }
    sections
}

/// The 'Special Terms' section with the customer's instructions, when there are any.
pub(crate) fn special_terms(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Option<Section> {
    let intro = super::template("closing/special-terms-intro", roles);
    let intro = intro.paragraphs.first().map(Paragraph::text).unwrap_or_default();
    custom::section(ctx.request, &intro, notes)
}
