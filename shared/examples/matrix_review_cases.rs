//! Draws cases at random from the coverage matrix for a reviewer to read against their rows (issue 23's hidden-case
//! discipline: before a change to the rules, read cases nobody tuned to, and log what was found in
//! docs/legal-review-log.md).
//!
//! `cargo run -q -p shared --example matrix_review_cases -- <seed> <count> <dir>` picks `count` (type, state, facts)
//! cases with the seed, writes each document as Markdown to `<dir>/<n>-<type>-<state>.md`, and prints for each the
//! rows of the matrix's families in that state that concern its type, with their status and citation, so each
//! document is read against what its rows say. Print the seed in the log so the draw can be repeated.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use shared::domain::details::{Details, ExemptStatus, Mutuality, Profession, SensitiveData};
use shared::domain::{
    BusinessType, Cents, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState,
};
use shared::drafting::plan;
use shared::drafting::rules::{registry, Jurisdiction};
use std::path::PathBuf;

/// The matrix's families each document type is drafted from.
fn families(document_type: DocumentType) -> &'static [&'static str] {
    match document_type {
        DocumentType::EmploymentAgreement => &[
            "non_compete",
            "non_compete_professions",
            "non_solicitation",
            "covenant_notice",
            "invention_notice",
            "disclosure",
            "at_will",
            "employment_forum",
            "final_pay",
        ],
        DocumentType::FreelanceAgreement => &["contractor_covenants", "freelance", "disclosure", "invention_notice"],
        DocumentType::Nda => &["disclosure", "non_compete", "non_solicitation"],
        DocumentType::PrivacyPolicy => {
            &["privacy", "sensitive_data", "minors_privacy", "consumer_health_data", "opt_out_signals"]
        }
        DocumentType::TermsOfService => &["auto_renewal", "consumer_notice"],
        DocumentType::Other => &[],
    }
}

fn pick<T: Copy>(rng: &mut StdRng, items: &[T]) -> T {
    *items.choose(rng).expect("a non-empty list")
}

/// A fact answered seven times in ten: the rest are left unanswered, as buyers leave them.
fn maybe<T>(rng: &mut StdRng, value: impl FnOnce(&mut StdRng) -> T) -> Option<T> {
    if rng.gen_bool(0.7) {
        Some(value(rng))
    } else {
        None
    }
}

fn draw(rng: &mut StdRng) -> DocumentRequest {
    let types = [
        DocumentType::EmploymentAgreement,
        DocumentType::FreelanceAgreement,
        DocumentType::Nda,
        DocumentType::PrivacyPolicy,
        DocumentType::TermsOfService,
    ];
    let document_type = pick(rng, &types);
    let state = pick(rng, &UsState::ALL);
    let mut clauses: Vec<SpecialClause> = SpecialClause::ALL.iter().copied().filter(|_| rng.gen_bool(0.4)).collect();
    let agreement = matches!(document_type, DocumentType::EmploymentAgreement | DocumentType::Nda);
    if agreement && rng.gen_bool(0.6) && !clauses.contains(&SpecialClause::NonCompete) {
        clauses.push(SpecialClause::NonCompete);
    }
    let pay = pick(rng, &[35_000_i64, 60_000, 95_000, 140_000, 250_000]);
    let details = match document_type {
        DocumentType::EmploymentAgreement => Details {
            annual_pay: maybe(rng, |_| Cents(pay * 100)),
            exempt_status: maybe(rng, |r| pick(r, &[ExemptStatus::Exempt, ExemptStatus::NonExempt])),
            work_state: rng.gen_bool(0.3).then(|| pick(rng, &UsState::ALL)),
            profession: rng.gen_bool(0.4).then(|| pick(rng, Profession::ALL)),
            ..Details::default()
        },
        DocumentType::FreelanceAgreement => Details {
            contract_value: maybe(rng, |r| Cents(pick(r, &[400_i64, 900, 5_000, 60_000]) * 100)),
            ..Details::default()
        },
        DocumentType::Nda => Details {
            mutuality: maybe(rng, |r| pick(r, &[Mutuality::Mutual, Mutuality::OneWay])),
            ..Details::default()
        },
        DocumentType::PrivacyPolicy => Details {
            sells_or_shares_data: maybe(rng, |r| r.gen_bool(0.5)),
            targeted_advertising: maybe(rng, |r| r.gen_bool(0.5)),
            sensitive_data: maybe(rng, |r| {
                SensitiveData::ALL
                    .iter()
                    .copied()
                    .filter(|k| *k != SensitiveData::NoneOfThese && r.gen_bool(0.3))
                    .collect()
            }),
            ..Details::default()
        },
        _ => Details::default(),
    };
    let instructions = if document_type == DocumentType::TermsOfService && rng.gen_bool(0.5) {
        "Customers pay a monthly subscription that renews automatically until they cancel."
    } else {
        ""
    };
    DocumentRequest {
        document_type,
        business_name: "Harbor Lane Studio".into(),
        business_type: pick(rng, BusinessType::ALL),
        state,
        industry: pick(rng, Industry::ALL),
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: clauses,
        custom_instructions: instructions.into(),
        custom_document: None,
        details,
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [seed, count, dir] = args.as_slice() else {
        return Err("usage: matrix_review_cases <seed> <count> <dir>".into());
    };
    let mut rng = StdRng::seed_from_u64(seed.parse()?);
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir)?;
    let as_of = time::OffsetDateTime::now_utc().date();
    for n in 1..=count.parse::<usize>()? {
        let request = draw(&mut rng);
        let state = request.state;
        let plan = plan(&request, as_of);
        let file =
            dir.join(format!("{n:02}-{}-{}.md", request.document_type.label(), state.abbreviation()).replace(' ', "-"));
        std::fs::write(&file, plan.document.to_markdown())?;
        println!(
            "\n## {n}. {} in {}, clauses {:?}\n   facts {}\n   file {}",
            request.document_type.label(),
            state.name(),
            request.special_clauses.iter().map(|c| c.id()).collect::<Vec<_>>(),
            serde_json::to_string(&request.details)?,
            file.display()
        );
        for family in families(request.document_type) {
            let Some(table) = registry().table(family) else { continue };
            for row in table.cells().filter(|row| row.state == Jurisdiction::State(state)) {
                println!(
                    "   - {family} {:?}: {:?}, {} ({}) — {}",
                    row.key,
                    row.status,
                    row.law.name,
                    row.law.citation,
                    row.note(as_of).unwrap_or_default()
                );
            }
        }
        for point in &plan.research.review_points {
            println!("   review: {point}");
        }
    }
    Ok(())
}
