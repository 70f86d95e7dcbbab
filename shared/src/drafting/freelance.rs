//! The Freelance Agreement: the business as Client and a blank Freelancer line. It always carries the contents
//! that freelance-protection laws require (names and mailing addresses, itemized services, their value, rate and
//! method of pay, invoice and payment dates, default 30 days), whichever state is chosen, and independence terms
//! consistent with contractor status.

use super::clauses::closing::{self, Closing};
use super::clauses::confidentiality::{self, Recipient};
use super::clauses::general::GeneralOptions;
use super::clauses::services::{self, Work};
use super::clauses::{ip, parties, termination, Roles};
use super::model::{clause, p, DraftDocument, Section};
use super::notes::Notes;
use super::order::Ctx;
use crate::domain::SpecialClause;

const TITLE: &str = "Freelance Agreement";

pub(super) const ROLES: Roles = Roles::agreement("Client", "Freelancer", "the Services");

const WORK: Work = Work { provider: "Freelancer", recipient: "Client" };

pub(crate) fn draft(ctx: &Ctx, notes: &mut Notes) -> DraftDocument {
    let roles = &ROLES;
    let state = ctx.state();
    record_requirements(ctx, notes);

    let preamble = vec![parties::agreement_opening(ctx, TITLE, roles)];

    let mut sections =
        vec![Section::new("Services", WORK.services()), Section::new("Compensation and Payment", WORK.compensation())];

    let mut independence = WORK.independence();
    independence.push(WORK.no_retaliation());
    sections.push(Section::new("Independent Contractor Relationship", independence));

    sections.push(Section::new(
        "Warranties and Responsibilities",
        vec![
            roles.clause(
                "Freelancer's Warranties",
                &["The {other} warrants that: (a) it will perform the Services in a professional and workmanlike manner, consistent with generally accepted standards for work of that kind; (b) the deliverables will be its original work or work it has the right to provide, and to its knowledge will not infringe anyone's intellectual property rights; and (c) it will comply with the laws that apply to its performance of the Services."],
            ),
            roles.clause(
                "Client's Responsibilities",
                &["The {owner} will give the {other} the information, materials, access and decisions the {other} reasonably needs to perform the Services, in time for the schedule. The {other} is not responsible for a delay caused by the {owner}'s failure to do so."],
            ),
            roles.clause(
                "Indemnification",
                &["Each party will defend and indemnify the other against any third-party claim, and the resulting losses and reasonable attorneys' fees, to the extent the claim arises from the indemnifying party's breach of its warranties, gross negligence or willful misconduct, as long as the party seeking indemnity gives prompt written notice of the claim and reasonable cooperation."],
            ),
        ],
    ));

    sections.push(Section::new("Confidentiality", confidentiality::block(ctx, roles, Recipient::Outside, notes)));
    sections.push(confidentiality::protected_section(roles));

    let mut ownership = ip::work_product(state, roles, ip::Worker::Contractor, notes);
    if ctx.has(SpecialClause::IntellectualProperty) {
        ownership.extend(ip::confidential_ip(roles, notes));
    }
    sections.push(Section::new("Intellectual Property", ownership));

    sections.extend(closing::optional_sections(ctx, roles, notes));
    if ctx.has(SpecialClause::NonCompete) {
        notes.review("A restrictive covenant in a contractor agreement can point toward employee status; keep it narrow and confirm it is needed.");
    }

    sections.push(termination::section(
        ctx,
        roles,
        vec![clause("Term", vec![p("This Agreement starts on the Effective Date and continues until the Services are completed and paid for, unless ended earlier under this Agreement.")])],
        "this Agreement",
        ("Termination", "Either {party} may end this Agreement by fourteen (14) days' written notice to the other, or immediately by written notice if the other {party} materially breaches it and does not cure the breach within ten (10) days after written notice. The {owner} will pay for all Services performed and approved expenses incurred up to the end date."),
        notes,
    ));

    sections.push(Section::new(
        "Liability",
        vec![clause("Limitation of Liability", vec![p("Neither party is liable to the other for any indirect, incidental, special or consequential damages, or lost profits, arising out of this Agreement, even if advised of their possibility. This limit does not apply to a party's breach of the confidentiality or intellectual property provisions, to its indemnification or payment obligations, or to its gross negligence or willful misconduct.")])],
    ));

    let mut closing =
        Closing::new(false, GeneralOptions { independent_parties: false, other_may_assign_with_consent: true });
    closing.extra_general.push(clause("Record Keeping", vec![p("Each party will keep a copy of this Agreement for at least six (6) years after the Services are completed, and the Client will give the Freelancer a copy on request.")]));
    closing::agreement(ctx, roles, TITLE, preamble, sections, closing, notes)
}

fn record_requirements(ctx: &Ctx, notes: &mut Notes) {
    confidentiality::protected_disclosure_laws(
        ctx,
        "the agreement is with an individual contractor or consultant and covers trade secrets",
        false,
        notes,
    );
    services::freelance_law_notes(ctx, notes);
    for provision in [
        "Independent-contractor terms consistent with the Freelancer's control over the work, its own tools and schedule",
        "No retaliation for exercising freelance-law rights",
        "Confidentiality with the standard exclusions",
        "Work product assigned on payment, without 'work made for hire' wording",
        "Signature blocks for the Client and the Freelancer",
    ] {
        notes.require(provision);
    }
    services::worker_status_notes(ctx, notes);
}
