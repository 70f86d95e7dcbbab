//! Sections agreements share near their end: the special clauses every agreement treats alike (data protection, the
//! non-compete) and the customer's special terms. Dispute resolution and the general provisions are the `disputes`
//! and `general` builders that outlines name.

use super::{custom, data, restrictive, Roles};
use crate::domain::SpecialClause;
use crate::drafting::model::{Paragraph, Section};
use crate::drafting::notes::{Mark, Notes};
use crate::drafting::order::Ctx;

/// The special clauses every agreement treats alike, as sections: data protection, and the non-compete as the
/// state's table allows it. Each is a place of its own, its clauses named by the special clause's id
/// ("data-protection", "non-compete"), so each one's review notes sit beside it.
pub(crate) fn optional_sections(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Section> {
    let state = ctx.state();
    let mut sections = vec![];
    if ctx.has(SpecialClause::DataProtection) {
        let mark = notes.mark();
        let mut section = Section::new("Data Protection", data::data_protection(state, roles, notes));
        placed(notes, mark, SpecialClause::DataProtection, &mut section);
        sections.push(section);
    }
    if ctx.has(SpecialClause::NonCompete) {
        let mark = notes.mark();
        let mut section = restrictive::section(ctx, roles, notes);
        placed(notes, mark, SpecialClause::NonCompete, &mut section);
        sections.push(section);
    }
    sections
}

fn placed(notes: &mut Notes, mark: Mark, clause: SpecialClause, section: &mut Section) {
    notes.name(clause.id(), &mut section.clauses);
    notes.place(mark, &section.clauses);
}

/// The 'Special Terms' section with the customer's instructions, when there are any.
pub(crate) fn special_terms(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Option<Section> {
    let intro = super::template("closing/special-terms-intro", roles);
    let intro = intro.paragraphs.first().map(Paragraph::text).unwrap_or_default();
    custom::section(ctx.request, &intro, notes)
}
