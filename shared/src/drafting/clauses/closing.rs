//! The sections every agreement ends with, in order: dispute resolution (with the arbitration special clause when
//! selected) and the chosen state's law and courts, the customer's special terms, and the general provisions.

use super::general::{self, GeneralOptions};
use super::{custom, data, disputes, parties, restrictive, Roles};
use crate::domain::SpecialClause;
use crate::drafting::model::{Clause, DraftDocument, Paragraph, Section};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::federal;

pub(crate) struct Closing {
    /// Whether the other party is an employee (forum protection and employee arbitration terms).
    pub employment: bool,
    pub general: GeneralOptions,
    /// Clauses the document adds at the end of its general provisions.
    pub extra_general: Vec<Clause>,
}

impl Closing {
    pub(crate) fn new(employment: bool, general: GeneralOptions) -> Closing {
        Closing { employment, general, extra_general: vec![] }
    }
}

/// The special clauses every agreement treats alike, as sections: data protection, and the non-compete as the
/// state's table allows it.
pub(crate) fn optional_sections(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Vec<Section> {
    let state = ctx.state();
    let mut sections = vec![];
    if ctx.has(SpecialClause::DataProtection) {
        sections.push(Section::new("Data Protection", data::data_protection(state, roles, notes)));
    }
    if ctx.has(SpecialClause::NonCompete) {
        sections
            .push(Section::new(restrictive::heading(state), restrictive::covenants(state, ctx.as_of, roles, notes)));
    }
    sections
}

/// The finished agreement: its own sections, then the closing sections, and a signature block for each party.
pub(crate) fn agreement(
    ctx: &Ctx,
    roles: &Roles,
    title: &str,
    preamble: Vec<Paragraph>,
    mut body: Vec<Section>,
    closing: Closing,
    notes: &mut Notes,
) -> DraftDocument {
    body.extend(sections(ctx, roles, closing, notes));
    DraftDocument {
        title: title.to_string(),
        preamble,
        sections: body,
        signature_parties: parties::signature_parties(ctx, roles),
    }
}

/// The 'Special Terms' section with the customer's instructions, when there are any.
pub(crate) fn special_terms(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Option<Section> {
    let intro = super::template("closing/special-terms-intro", roles);
    let intro = intro.paragraphs.first().map(Paragraph::text).unwrap_or_default();
    custom::section(&ctx.request.custom_instructions, &intro, notes)
}

fn sections(ctx: &Ctx, roles: &Roles, closing: Closing, notes: &mut Notes) -> Vec<Section> {
    let arbitration = ctx.has(SpecialClause::ArbitrationProvision);
    let mut sections = vec![disputes::section(ctx.state(), roles, arbitration, closing.employment, notes)];
    sections.extend(special_terms(ctx, roles, notes));
    let mut general_clauses = general::general(roles, closing.general);
    general_clauses.extend(closing.extra_general);
    sections.push(Section::new("General", general_clauses));
    notes.law(federal::E_SIGN, "the agreement may be signed and delivered electronically");
    sections
}
