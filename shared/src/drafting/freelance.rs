//! The Freelance Agreement: the business as Client and a blank Freelancer line. It always carries the contents
//! that freelance-protection laws require (names and mailing addresses, itemized services, their value, rate and
//! method of pay, invoice and payment dates, default 30 days), whichever state is chosen.

use super::clauses::{confidentiality, custom, data, disputes, general, ip, restrictive, termination, Roles};
use super::engine::Ctx;
use super::model::{clause, p, DraftDocument, Paragraph, Section, SignatureParty, BLANK};
use super::research::Notes;
use super::rules::{federal, freelance, worker_status};
use crate::domain::SpecialClause;

const ROLES: Roles = Roles {
    owner: "Client",
    other: "Freelancer",
    purpose: "the Services",
    doc: "Agreement",
    end: "this Agreement ends",
    during: "the term of this Agreement",
    it: "it",
    its: "its",
    parties_defined: false,
    other_may_be_individual: true,
};

pub(crate) fn draft(ctx: &Ctx, notes: &mut Notes) -> DraftDocument {
    let roles = &ROLES;
    let state = ctx.state();
    record_requirements(ctx, notes);

    let preamble = vec![ctx
        .party_block(
            Paragraph::marked("This Freelance Agreement (this “**Agreement**”) is made as of ")
                .and_plain(BLANK)
                .and_marked(" (the “**Effective Date**”) between "),
        )
        .and_plain(", whose mailing address is ")
        .and_plain(BLANK)
        .and_marked(" (the “**Client**”), and ")
        .and_plain(BLANK)
        .and_plain(", whose mailing address is ")
        .and_plain(BLANK)
        .and_marked(" (the “**Freelancer**”).")];

    let mut sections = vec![Section::new(
        "Services",
        vec![
            clause("Itemized Services", vec![
                p("The Freelancer will perform the following services and provide the following deliverables (together, the “**Services**”):"),
                p(&format!("(a) {BLANK};")),
                p(&format!("(b) {BLANK}; and")),
                p(&format!("(c) {BLANK}.")),
                p("Any change to the Services must be agreed in writing, including any change to the compensation for them."),
            ]),
            clause("Schedule", vec![p(&format!("The Freelancer will begin the Services on {BLANK} and complete them by {BLANK}, unless the parties agree on other dates in writing."))]),
            clause("Acceptance", vec![p("The Client will review each deliverable within ten (10) business days after receiving it and either accept it or describe in writing how it does not meet this Agreement. The Freelancer will correct any such shortfall within a reasonable time. A deliverable not rejected in writing within that period is accepted.")]),
        ],
    )];

    sections.push(Section::new(
        "Compensation and Payment",
        vec![
            clause("Value of the Services", vec![p(&format!("The total value of the Services is ${BLANK}."))]),
            clause("Rate and Method of Payment", vec![p(&format!("The Client will pay the Freelancer at the rate of {BLANK} (a fixed fee, or an hourly, daily or other rate), by {BLANK} (the method of payment, such as bank transfer or check)."))]),
            clause("Invoices", vec![p(&format!("The Freelancer will submit to the Client an invoice listing the Services completed by {BLANK}, and in any case within fifteen (15) days after completing the Services it covers."))]),
            clause("Payment Date", vec![p(&format!("The Client will pay each invoice by {BLANK} or, if no date is filled in, no later than thirty (30) days after the Freelancer completes the Services the invoice covers. Once the Freelancer has begun the Services, the Client will not require the Freelancer to accept less compensation or to provide more services as a condition of timely payment."))]),
            clause("Expenses and Taxes", vec![p("The Freelancer bears its own expenses unless the Client approves an expense in writing in advance, in which case the Client will reimburse it with the next payment. The Freelancer is responsible for all taxes on its compensation; the Client will issue any tax information return the law requires.")]),
        ],
    ));

    sections.push(Section::new(
        "Independent Contractor",
        vec![
            clause("Status", vec![p("The Freelancer is an independent contractor and not an employee, partner or agent of the Client. The Freelancer decides how, when and where to perform the Services, provides its own tools and equipment, and is free to provide services to others, subject only to the results and deadlines this Agreement sets.")]),
            clause("No Benefits or Withholding", vec![p("The Freelancer is not eligible for the Client's employee benefit plans. The Client will not withhold taxes from payments to the Freelancer or provide workers' compensation or unemployment insurance for it. The Freelancer will maintain any licenses and insurance its business requires.")]),
            clause("No Retaliation", vec![p("The Client will not threaten, penalize or otherwise retaliate against the Freelancer for exercising or trying to exercise any right under this Agreement or any freelance-worker protection law.")]),
        ],
    ));

    let profile = ctx.profile();
    let mut confidential = vec![confidentiality::definition(roles, profile), confidentiality::exclusions(roles)];
    confidential.extend(confidentiality::duties(roles, true));
    confidential.push(confidentiality::compelled_disclosure(roles));
    confidential.push(confidentiality::return_or_destruction(roles));
    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        confidential.push(confidentiality::heightened_safeguards(roles));
        notes.adapted("Enhanced confidentiality: heightened safeguards added.");
    }
    if let Some(industry_clause) = confidentiality::industry_clause(roles, profile) {
        notes.adapted(format!(
            "{} industry clause added: {}.",
            ctx.industry(),
            industry_clause.heading.clone().unwrap_or_default()
        ));
        confidential.push(industry_clause);
    }
    sections.push(Section::new("Confidentiality", confidential));

    sections.push(Section::new(
        "Whistleblower Immunity and Protected Disclosures",
        vec![confidentiality::whistleblower_notice(), confidentiality::protected_disclosures(roles)],
    ));

    let mut ownership = ip::work_product(state, roles, ip::Worker::Contractor, notes);
    if ctx.has(SpecialClause::IntellectualProperty) {
        ownership.extend(ip::confidential_ip(roles, notes));
    }
    sections.push(Section::new("Intellectual Property", ownership));

    if ctx.has(SpecialClause::DataProtection) {
        sections.push(Section::new("Data Protection", data::data_protection(state, roles, notes)));
    }

    if ctx.has(SpecialClause::NonCompete) {
        sections.push(Section::new(restrictive::heading(state), restrictive::covenants(state, roles, notes)));
        notes.review("A restrictive covenant in a contractor agreement can point toward employee status; keep it narrow and confirm it is needed.");
    }

    let mut term = vec![clause("Term", vec![p("This Agreement starts on the Effective Date and continues until the Services are completed and paid for, unless ended earlier under this Agreement.")])];
    if ctx.has(SpecialClause::AdvancedTermination) {
        term.extend(termination::advanced_termination(roles, "this Agreement", notes));
    } else {
        term.push(clause("Termination", vec![p("Either party may end this Agreement by fourteen (14) days' written notice to the other, or immediately by written notice if the other party materially breaches it and does not cure the breach within ten (10) days after written notice. The Client will pay for all Services performed and approved expenses incurred up to the end date.")]));
    }
    sections.push(Section::new("Term and Termination", term));

    sections.push(Section::new(
        "Liability",
        vec![clause("Limitation of Liability", vec![p("Neither party is liable to the other for any indirect, incidental, special or consequential damages, or lost profits, arising out of this Agreement, even if advised of their possibility. This limit does not apply to a party's breach of the confidentiality or intellectual property provisions, to its payment obligations, or to its gross negligence or willful misconduct.")])],
    ));

    let arbitration = ctx.has(SpecialClause::ArbitrationProvision);
    sections.push(disputes::section(state, roles, arbitration, false, notes));

    sections.extend(custom::section(&ctx.request.custom_instructions, "The parties also agree to the following terms, which control if they conflict with any other provision of this Agreement:", notes));

    let mut general_clauses = general::general(
        roles,
        general::GeneralOptions { independent_parties: false, other_may_assign_with_consent: true },
    );
    general_clauses.push(clause("Record Keeping", vec![p("Each party will keep a copy of this Agreement for at least six (6) years after the Services are completed.")]));
    sections.push(Section::new("General", general_clauses));

    DraftDocument {
        title: "Freelance Agreement".into(),
        preamble,
        sections,
        signature_parties: vec![SignatureParty::new("Client", ctx.business()), SignatureParty::new("Freelancer", "")],
    }
}

fn record_requirements(ctx: &Ctx, notes: &mut Notes) {
    let state = ctx.state();
    let name = ctx.state_name();
    notes.law(federal::DTSA, "the agreement is with an individual contractor or consultant and covers trade secrets");
    notes.law(federal::SPEAK_OUT_ACT, "pre-dispute non-disclosure terms cannot be enforced against disclosures of sexual assault or sexual harassment disputes");
    let mut local = false;
    for row in freelance::laws_for(state) {
        local = true;
        notes.law(row.law, format!("{} requires a written freelance contract for {}", row.area, row.threshold));
    }
    if local {
        notes.adapted(format!("{name} has freelance-protection laws: the agreement carries every required element and payment within 30 days by default."));
    } else {
        notes.adapted("The agreement carries the written-contract elements that freelance-protection laws (New York, Illinois, California, Los Angeles, Seattle) require, so it also works if the freelancer or the work is there.");
    }
    for element in freelance::REQUIRED_ELEMENTS {
        notes.require(format!("Freelance contract element: {element}"));
    }
    for provision in [
        "Independent-contractor terms consistent with control over the work, own tools and schedule",
        "Confidentiality with the standard exclusions",
        "Whistleblower immunity notice (18 U.S.C. § 1833(b))",
        "Protected disclosures: agencies, testimony, Speak Out Act",
        "Signature blocks for the Client and the Freelancer",
    ] {
        notes.require(provision);
    }
    let state_test = match worker_status::abc_test(state) {
        Some(row) => {
            notes.law(
                row.law,
                format!("{name} presumes a worker is an employee unless the ABC test is met ({})", row.scope),
            );
            format!("{name}'s ABC test ({})", row.law.citation)
        }
        None => format!("{name}'s own test"),
    };
    notes.law(federal::FLSA, "the federal economic-reality test decides employee status for wage and hour purposes");
    notes.review(format!("Worker status: calling someone a freelancer does not decide status. Check the federal tests (IRS common-law and FLSA economic reality) and {state_test}, and keep control, tools and schedule with the Freelancer."));
    notes.review("Fill in the itemized services, value, rate, payment method, invoice date and both mailing addresses: freelance laws require them in writing.");
}
