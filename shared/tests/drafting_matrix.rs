//! The offline drafting engine's test matrix: every document type × at least twelve states × (no special clause,
//! each special clause alone, all of them), asserting through the public API what the legal brief requires:
//! no non-compete where void, the invention-assignment notice where required, Montana not at-will, the
//! whistleblower-immunity notice, the freelance-law contract elements, the CalOPPA items, the chosen state's
//! governing law, the business's name and entity, and no placeholders left. Expectations come from the rule
//! tables, and a few known facts are hard-coded so that a wrong table fails too. A Word file is rendered and read
//! back for a sample.
//!
//! `DRAFTING_SAMPLES=/some/dir cargo test -p shared --test drafting_matrix` also writes a .txt and a .docx of each
//! type there, for reading.

use shared::domain::document_data::{CustomDocument, QuestionAnswer};
use shared::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};
use shared::drafting::rules::{at_will, freelance, invention_notice, non_compete, privacy};
use shared::drafting::{needs_signature, plan, render_docx, DraftDocument, Research, BLANK};

const BUSINESS: &str = "Acme Widgets LLC";

/// Tests draft as of a fixed day, so dated rule values do not move under their assertions.
const AS_OF: time::Date = time::macros::date!(2026 - 11 - 23);

/// The research of the order's plan.
fn research(request: &DocumentRequest) -> Research {
    plan(request, AS_OF).research
}

/// The document of the order's plan (the research argument keeps the call sites reading as drafting from research).
fn draft_offline(request: &DocumentRequest, _research: &Research) -> DraftDocument {
    plan(request, AS_OF).document
}

/// The twelve states the issue names, then states that exercise other rows of the tables.
const STATES: [UsState; 20] = [
    UsState::California,
    UsState::NewYork,
    UsState::Texas,
    UsState::Florida,
    UsState::Illinois,
    UsState::Washington,
    UsState::Montana,
    UsState::Massachusetts,
    UsState::Colorado,
    UsState::Minnesota,
    UsState::Delaware,
    UsState::Georgia,
    UsState::NorthDakota,
    UsState::Oklahoma,
    UsState::Kansas,
    UsState::Oregon,
    UsState::NewJersey,
    UsState::Ohio,
    UsState::Utah,
    UsState::Arkansas,
];

const TYPES: [DocumentType; 6] = [
    DocumentType::Nda,
    DocumentType::TermsOfService,
    DocumentType::PrivacyPolicy,
    DocumentType::FreelanceAgreement,
    DocumentType::EmploymentAgreement,
    DocumentType::Other,
];

/// 'Other (Beta)' names, rotated over the states: kinds of every frame (two sides, members, an employer), and a
/// policy (no signatures).
const CUSTOM_NAMES: [&str; 8] = [
    "Consulting Agreement",
    "Independent Contractor Agreement",
    "Software License Agreement",
    "Commercial Lease",
    "Partnership Agreement",
    "Sales Agreement",
    "Refund Policy",
    "Separation Agreement",
];

/// No clause, each clause alone, and all of them.
fn clause_sets() -> Vec<Vec<SpecialClause>> {
    let mut sets = vec![vec![]];
    sets.extend(SpecialClause::ALL.iter().map(|c| vec![*c]));
    sets.push(SpecialClause::ALL.to_vec());
    sets
}

fn request(document_type: DocumentType, state_index: usize, clauses: &[SpecialClause]) -> DocumentRequest {
    let state = STATES[state_index];
    DocumentRequest {
        document_type,
        business_name: BUSINESS.into(),
        business_type: BusinessType::ALL[state_index % BusinessType::ALL.len()],
        state,
        industry: Industry::ALL[state_index % Industry::ALL.len()],
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: clauses.to_vec(),
        custom_instructions: String::new(),
        custom_document: (document_type == DocumentType::Other).then(|| CustomDocument {
            name: CUSTOM_NAMES[state_index % CUSTOM_NAMES.len()].into(),
            description: "The business and the other party want their arrangement recorded in writing.".into(),
            questions: vec![
                QuestionAnswer {
                    question: "What are the main obligations of each party?".into(),
                    answer: "Each party does its part on time.".into(),
                },
                QuestionAnswer {
                    question: "How long should the agreement stay in effect?".into(),
                    answer: String::new(),
                },
            ],
        }),
        details: Default::default(),
    }
}

/// The entity phrase, written out independently of the engine: "a California limited liability company".
fn entity(business_type: BusinessType, state: UsState) -> String {
    let name = state.name();
    let article = if name.starts_with(['A', 'E', 'I', 'O']) { "an" } else { "a" };
    match business_type {
        BusinessType::SoleProprietorship => format!("a sole proprietorship based in {name}"),
        BusinessType::Partnership => format!("{article} {name} partnership"),
        BusinessType::Llc => format!("{article} {name} limited liability company"),
        BusinessType::Corporation => format!("{article} {name} corporation"),
        BusinessType::NonProfit => format!("{article} {name} nonprofit organization"),
    }
}

/// How the document names the business: a sole proprietor contracts personally in an agreement ("____, an
/// individual doing business as Acme Widgets LLC in Ohio"); otherwise the name and the entity.
fn named_party(req: &DocumentRequest, agreement: bool) -> String {
    if agreement && req.business_type == BusinessType::SoleProprietorship {
        return format!("{BLANK}, an individual doing business as {BUSINESS} in {}", req.state.name());
    }
    format!("{BUSINESS}, {}", entity(req.business_type, req.state))
}

/// Whether the document is an agreement signed with one counterparty who may be an individual (and so carries
/// the confidentiality and whistleblower terms).
fn is_agreement(doc: &DraftDocument, document_type: DocumentType) -> bool {
    match document_type {
        DocumentType::Nda | DocumentType::FreelanceAgreement | DocumentType::EmploymentAgreement => true,
        DocumentType::Other => !doc.signature_parties.is_empty(),
        DocumentType::TermsOfService | DocumentType::PrivacyPolicy => false,
    }
}

struct Case<'a> {
    req: &'a DocumentRequest,
    research: &'a Research,
    doc: &'a DraftDocument,
    text: &'a str,
    words: usize,
    label: String,
}

impl Case<'_> {
    fn has(&self, needle: &str) -> bool {
        self.text.contains(needle)
    }

    fn must(&self, needle: &str) {
        assert!(self.has(needle), "{}: missing {needle:?}", self.label);
    }

    fn must_not(&self, needle: &str) {
        assert!(!self.has(needle), "{}: must not contain {needle:?}", self.label);
    }

    fn law(&self, citation_part: &str) -> bool {
        self.research.laws.iter().any(|l| l.citation.contains(citation_part) || l.name.contains(citation_part))
    }

    fn selected(&self, clause: SpecialClause) -> bool {
        self.req.special_clauses.contains(&clause)
    }
}

#[test]
fn the_rule_tables_agree_with_known_facts() {
    use non_compete::Status;
    for state in [UsState::California, UsState::Minnesota, UsState::NorthDakota, UsState::Oklahoma] {
        assert_eq!(non_compete::position(state).status, Status::Void, "{state} voids non-competes");
    }
    for state in [UsState::California, UsState::Washington, UsState::Illinois, UsState::Minnesota, UsState::Kansas] {
        let rule = invention_notice::rule(state).unwrap_or_else(|| panic!("{state} has an invention rule"));
        assert_eq!(rule.kind, invention_notice::Kind::NoticeRequired, "{state} requires the invention notice");
    }
    for state in [UsState::Delaware, UsState::NewYork, UsState::NorthCarolina, UsState::Utah, UsState::NewJersey] {
        assert_eq!(
            invention_notice::rule(state).map(|r| r.kind),
            Some(invention_notice::Kind::CarveOutOnly),
            "{state}"
        );
    }
    assert!(at_will::exception(UsState::Montana).is_some(), "Montana is not at-will");
    assert!(UsState::ALL.iter().filter(|s| **s != UsState::Montana).all(|s| at_will::exception(*s).is_none()));
    for (state, law) in [
        (UsState::NewYork, "Freelance Isn't Free"),
        (UsState::Illinois, "Illinois Freelance Worker Protection Act"),
        (UsState::California, "California Freelance Worker Protection Act"),
    ] {
        assert!(freelance::laws_for(state).any(|row| row.law.name.contains(law)), "{state}: {law}");
    }
    assert_eq!(privacy::CALOPPA_ITEMS.len(), 7);
}

/// Drafts one document type in every state of the matrix with every clause set, checking each draft; returns how
/// many documents it drafted. One test per type, so the types run in parallel.
fn run_matrix(document_type: DocumentType) -> usize {
    let started = std::time::Instant::now();
    let sets = clause_sets();
    let mut drafted = 0;
    let mut words = (usize::MAX, 0);
    for (state_index, &state) in STATES.iter().enumerate() {
        let status = non_compete::position(state).status;
        let void = status == non_compete::Status::Void;
        // The matrix's orders give no pay or status: a restricted state's covenant turns on facts they lack, so it is
        // left out like a void one (and the notes name the facts); only reasonableness states draft it.
        let restricted = status == non_compete::Status::Restricted;
        let base = {
            let req = request(document_type, state_index, &[]);
            draft_offline(&req, &research(&req))
        };
        for clauses in &sets {
            let req = request(document_type, state_index, clauses);
            let research = research(&req);
            let doc = draft_offline(&req, &research);
            let text = doc.plain_text();
            let case = Case {
                req: &req,
                research: &research,
                doc: &doc,
                text: &text,
                words: text.split_ascii_whitespace().count(),
                label: format!("{document_type} / {state} / {clauses:?}"),
            };
            check_every_document(&case, state);
            check_non_compete(&case, void, restricted);
            check_signatures(&case);
            if is_agreement(&doc, document_type) {
                check_whistleblower(&case);
            }
            match document_type {
                DocumentType::EmploymentAgreement => check_employment(&case, state),
                DocumentType::FreelanceAgreement => check_freelance(&case, state),
                DocumentType::PrivacyPolicy => check_privacy(&case),
                _ => {}
            }
            check_special_clauses_are_real(&case, &base);
            drafted += 1;
            words = (words.0.min(case.words), words.1.max(case.words));
        }
    }
    assert_eq!(drafted, STATES.len() * sets.len());
    assert!(STATES.len() >= 12 && sets.len() == 8);
    let elapsed = started.elapsed();
    eprintln!("{document_type}: {drafted} documents in {elapsed:?}, {} to {} words", words.0, words.1);
    assert!(elapsed < std::time::Duration::from_secs(30), "{document_type}: the matrix must stay well under a minute");
    drafted
}

#[test]
fn matrix_non_disclosure_agreement() {
    run_matrix(DocumentType::Nda);
}

#[test]
fn matrix_terms_of_service() {
    run_matrix(DocumentType::TermsOfService);
}

#[test]
fn matrix_privacy_policy() {
    run_matrix(DocumentType::PrivacyPolicy);
}

#[test]
fn matrix_freelance_agreement() {
    run_matrix(DocumentType::FreelanceAgreement);
}

#[test]
fn matrix_employment_agreement() {
    run_matrix(DocumentType::EmploymentAgreement);
}

#[test]
fn matrix_other_beta() {
    run_matrix(DocumentType::Other);
}

fn check_every_document(case: &Case, state: UsState) {
    let name = state.jurisdiction();
    // Governing law of the chosen state (a Commonwealth where it is one), and no other state's law by default.
    case.must(&format!("governed by the laws of the {name}"));
    case.must(&format!("courts located in the {name}"));
    let wrong_polity = if name.starts_with("State") { "Commonwealth of " } else { "State of " };
    case.must_not(&format!("{wrong_polity}{}", state.name()));
    // Every "State of X" or "Commonwealth of X" names the chosen state (one pass over the text, then a look at
    // what follows).
    let polities = case.text.match_indices("State of ").chain(case.text.match_indices("Commonwealth of "));
    for (at, polity) in polities {
        let rest = &case.text[at + polity.len()..];
        let named = UsState::ALL.iter().filter(|s| rest.starts_with(s.name())).max_by_key(|s| s.name().len());
        assert_eq!(named, Some(&state), "{}: names another state: {}", case.label, &rest[..rest.len().min(30)]);
    }
    assert!(
        case.research.required_provisions.contains(&format!("Governing law and venue of the {name}")),
        "{}",
        case.label
    );
    // The business's name and entity.
    case.must(&named_party(case.req, is_agreement(case.doc, case.req.document_type)));
    assert!(
        case.research.adaptations.iter().any(|a| a.contains(&entity(case.req.business_type, state))),
        "{}",
        case.label
    );
    // No placeholders: only the blank line, nothing bracketed, no template markers.
    check_no_placeholders(case.text, &case.label);
    let least = if case.doc.signature_parties.is_empty() && case.req.document_type == DocumentType::Other {
        400
    } else {
        1_500
    };
    assert!(case.words > least, "{}: only {} words", case.label, case.words);
    // The research describes this draft: complete, cited and repeatable.
    let research = case.research;
    assert!(!research.laws.is_empty() && !research.required_provisions.is_empty(), "{}", case.label);
    assert!(!research.adaptations.is_empty() && !research.review_points.is_empty(), "{}", case.label);
    assert!(research
        .laws
        .iter()
        .all(|l| !l.name.is_empty() && !l.citation.is_empty() && !l.applies_because.is_empty()));
    assert!(research.review_points.iter().any(|p| p.contains("attorney")), "{}", case.label);
    assert_eq!(research.rules_last_checked.len(), 10);
    if case.req.special_clauses.is_empty() {
        assert_eq!(*research, plan(case.req, AS_OF).research, "{}: research is deterministic", case.label);
    }
    for note in research.review_points.iter().chain(&research.adaptations).chain(&research.required_provisions) {
        assert!(!note.contains('{') && !note.contains('}'), "{}: template marker in a note: {note}", case.label);
    }
}

/// One pass over the text (the matrix drafts hundreds of documents in a debug build): no brackets, braces or angle
/// brackets, no doubled or stray spaces, every run of underscores exactly the blank line; then the words a
/// template leaves behind.
fn check_no_placeholders(text: &str, label: &str) {
    let bytes = text.as_bytes();
    let mut underscores = 0;
    for (i, &byte) in bytes.iter().enumerate() {
        if byte == b'_' {
            underscores += 1;
            continue;
        }
        assert!(underscores == 0 || underscores == BLANK.len(), "{label}: a blank line of {underscores} underscores");
        underscores = 0;
        let context = || String::from_utf8_lossy(&bytes[i.saturating_sub(30)..(i + 30).min(bytes.len())]).into_owned();
        assert!(
            !matches!(byte, b'[' | b']' | b'{' | b'}' | b'<' | b'>'),
            "{label}: placeholder-like {:?} in {:?}",
            byte as char,
            context()
        );
        match byte {
            b' ' => {
                let next = bytes.get(i + 1).copied();
                assert!(!matches!(next, Some(b' ' | b',' | b'.')), "{label}: stray space in {:?}", context());
            }
            b'T' | b'X' | b'I' | b'P' | b'L' | b'l' => {
                for word in [&b"TODO"[..], b"TBD", b"XXX", b"INSERT", b"PLACEHOLDER", b"Lorem", b"lorem"] {
                    assert!(!bytes[i..].starts_with(word), "{label}: template word in {:?}", context());
                }
            }
            _ => {}
        }
    }
}

fn check_non_compete(case: &Case, void: bool, restricted: bool) {
    let covenant = ["Limited Non-Competition", "Competing Business", "Restricted Period"];
    let selected = case.selected(SpecialClause::NonCompete);
    let agreement = is_agreement(case.doc, case.req.document_type);
    if !selected || void || restricted || !agreement {
        for marker in covenant {
            case.must_not(marker);
        }
    }
    if selected && (void || restricted) && agreement {
        case.must("Freedom to Work");
        assert!(
            case.research.review_points.iter().any(|p| p.starts_with("Non-compete requested but left out")),
            "{}: the review notes must say the non-compete was left out",
            case.label
        );
        assert!(case.research.adaptations.iter().any(|a| a.starts_with("Non-compete not included")), "{}", case.label);
    }
    if selected && restricted && agreement {
        assert!(
            case.research.review_points.iter().any(|p| p.contains("were not all given")),
            "{}: the review notes must name the facts that decide the covenant",
            case.label
        );
    }
    if selected && !void && !restricted && agreement {
        case.must("Limited Non-Competition");
        case.must("Non-Solicitation");
    }
}

fn check_signatures(case: &Case) {
    let mut unsigned = case.doc.clone();
    unsigned.signature_parties.clear();
    let expected = needs_signature(&case.doc.title, &unsigned.plain_text());
    assert_eq!(!case.doc.signature_parties.is_empty(), expected, "{}: the spec's signature rule", case.label);
    if expected {
        assert_eq!(case.doc.signature_parties[0].name, BUSINESS, "{}", case.label);
        case.must("Signatures");
    }
}

fn check_whistleblower(case: &Case) {
    case.must("Notice of Whistleblower Immunity (18 U.S.C. § 1833(b))");
    case.must("is not held criminally or civilly liable under any federal or state trade secret law");
    case.must("Speak Out Act");
    assert!(case.law("18 U.S.C. § 1833(b)"), "{}", case.label);
}

fn check_employment(case: &Case, state: UsState) {
    // Montana is not at-will; every other state is.
    match at_will::exception(state) {
        Some(rule) => {
            case.must_not("at will");
            case.must_not("at-will");
            case.must("Probationary Period");
            case.must("only for good cause");
            case.must(rule.law.citation);
        }
        None => case.must("employment is at will"),
    }
    if state == UsState::Montana {
        case.must("Good Cause After Probation");
    }
    // The invention-assignment notice where required, the carve-out where imposed without notice.
    match invention_notice::rule(state) {
        Some(rule) if rule.kind == invention_notice::Kind::NoticeRequired => {
            case.must("Notice of Excluded Inventions");
            case.must(&format!("This clause is the written notice to the Employee required by {}", rule.citation));
        }
        Some(rule) => {
            case.must_not("Notice of Excluded Inventions");
            case.must(&format!("As {} provides:", rule.citation));
        }
        None => case.must("Excluded Inventions"),
    }
    if [UsState::California, UsState::Washington, UsState::Illinois, UsState::Minnesota, UsState::Kansas]
        .contains(&state)
    {
        case.must("Notice of Excluded Inventions");
    }
    case.must("developed entirely on the Employee's own time without using the Company's equipment");
    // Out-of-state choice of law and forum protection, and the EFAA carve-out in arbitration.
    case.must("does not allow an employment agreement to require the law or courts of another state");
    if case.selected(SpecialClause::ArbitrationProvision) {
        case.must("Ending Forced Arbitration of Sexual Assault and Sexual Harassment Act");
    }
}

fn check_freelance(case: &Case, state: UsState) {
    assert!(
        case.text.matches(&format!("whose mailing address is {BLANK}")).count() >= 2,
        "{}: both mailing addresses",
        case.label
    );
    for element in [
        "Itemized Services",
        &format!("(a) {BLANK};"),
        "The total value of the Services is",
        "Rate and Method of Payment",
        "the method of payment",
        "Invoices",
        "no later than thirty (30) days after the Freelancer completes the Services",
        "Record Keeping",
        "independent contractor and not an employee",
        "provides its own tools and equipment",
    ] {
        case.must(element);
    }
    for element in freelance::REQUIRED_ELEMENTS {
        assert!(
            case.research.required_provisions.contains(&format!("Freelance contract element: {element}")),
            "{}: {element}",
            case.label
        );
    }
    for row in freelance::laws_for(state) {
        assert!(case.law(row.law.citation), "{}: {}", case.label, row.law.name);
    }
    let known = match state {
        UsState::NewYork => Some("New York State Freelance Isn't Free Act"),
        UsState::Illinois => Some("820 ILCS 193"),
        UsState::California => Some("Cal. Bus. & Prof. Code §§ 18100 to 18108"),
        _ => None,
    };
    if let Some(law) = known {
        assert!(case.law(law), "{}: {law}", case.label);
    }
    assert!(case.research.review_points.iter().any(|p| p.starts_with("Worker status")), "{}", case.label);
}

fn check_privacy(case: &Case) {
    // One marker per CalOPPA item, in the order of the table.
    let markers = [
        "Categories of Personal Information",
        "Categories of Recipients",
        "Reviewing and Changing Your Information",
        "Changes to This Privacy Policy",
        "Effective date:",
        "Do Not Track",
        "over time and across different websites",
    ];
    assert_eq!(markers.len(), privacy::CALOPPA_ITEMS.len());
    for marker in markers {
        case.must(marker);
    }
    for item in privacy::CALOPPA_ITEMS {
        assert!(case.research.required_provisions.contains(&format!("CalOPPA: {item}")), "{}: {item}", case.label);
    }
    assert!(case.law(privacy::CALOPPA.citation), "{}", case.label);
    for row in privacy::COMPREHENSIVE_PRIVACY_LAWS {
        case.must(row.state.name());
        assert!(case.law(row.law.citation), "{}: {}", case.label, row.law.name);
    }
    for item in [
        "Appeals",
        "How to Exercise Your Rights",
        "Global Privacy Control",
        "Data Retention",
        "Children's Online Privacy Protection Act",
    ] {
        case.must(item);
    }
    assert!(case.doc.signature_parties.is_empty(), "{}", case.label);
}

/// A selected clause either changes the document or is named in the review notes as not fitting it.
fn check_special_clauses_are_real(case: &Case, base: &DraftDocument) {
    if case.req.special_clauses.len() != 1 {
        return;
    }
    let clause = case.req.special_clauses[0];
    let skipped = case
        .research
        .review_points
        .iter()
        .any(|p| p.starts_with(&format!("{} was selected but does not fit", clause.label())));
    assert!(case.doc != base || skipped, "{}: the clause changed nothing and no note says why", case.label);
    if case.doc != base {
        let base_words = base.plain_text().split_ascii_whitespace().count();
        assert!(case.words > base_words, "{}: the clause adds text", case.label);
    }
}

#[test]
fn custom_instructions_stay_verbatim_or_go_under_additional_terms_in_every_type() {
    let verbatim = "Either party may audit the other's records once per calendar year.";
    for document_type in TYPES {
        let mut req = request(document_type, 0, &[]);
        req.custom_instructions = format!("Mention our weekly status calls.\nVERBATIM: {verbatim}");
        let doc = draft_offline(&req, &research(&req));
        let clauses: Vec<_> = doc.sections.iter().flat_map(|s| &s.clauses).collect();
        let specified =
            clauses.iter().find(|c| c.heading.as_deref() == Some("Specified Terms")).expect("verbatim clause");
        assert_eq!(specified.paragraphs.len(), 1);
        assert_eq!(specified.paragraphs[0].text(), verbatim, "{document_type}");
        let additional =
            clauses.iter().find(|c| c.heading.as_deref() == Some("Additional Terms")).expect("additional terms");
        assert_eq!(additional.paragraphs.last().unwrap().text(), "Mention our weekly status calls.");
    }
}

#[test]
fn other_beta_turns_unanswered_questions_into_review_points() {
    let req = request(DocumentType::Other, 0, &[]);
    let research = research(&req);
    let doc = draft_offline(&req, &research);
    assert_eq!(doc.title, "Consulting Agreement");
    let text = doc.plain_text();
    assert!(text.contains("The business and the other party want their arrangement recorded in writing."));
    assert!(text.contains("What are the main obligations of each party\n\nEach party does its part on time."));
    assert!(research
        .review_points
        .iter()
        .any(|p| p.contains("Unanswered question") && p.contains("How long should the agreement stay in effect?")));
}

/// The Word file for a sample: one per type in two states, with every clause, read back with docx-rs.
#[test]
fn word_output_for_a_sample_reads_back_with_styles_numbering_header_footer_and_signatures() {
    let samples_dir = std::env::var_os("DRAFTING_SAMPLES").map(std::path::PathBuf::from);
    for state_index in [0, 6] {
        for document_type in TYPES {
            let req = request(document_type, state_index, &SpecialClause::ALL);
            let research = research(&req);
            let doc = draft_offline(&req, &research);
            let bytes = render_docx(&doc).expect("renders");
            if let Some(dir) = &samples_dir {
                let stem = format!("{}-{}", doc.title.replace(' ', "-"), req.state.name().replace(' ', "-"));
                std::fs::create_dir_all(dir).unwrap();
                std::fs::write(dir.join(format!("{stem}.docx")), &bytes).unwrap();
                std::fs::write(dir.join(format!("{stem}.txt")), doc.plain_text()).unwrap();
                std::fs::write(
                    dir.join(format!("{stem}.research.json")),
                    serde_json::to_string_pretty(&research).unwrap(),
                )
                .unwrap();
            }
            let label = format!("{document_type} / {}", req.state);
            if let (Some(dir), DocumentType::Other, 0) = (&samples_dir, document_type, state_index) {
                for name in CUSTOM_NAMES {
                    let mut req = req.clone();
                    if let Some(custom) = req.custom_document.as_mut() {
                        custom.name = name.into();
                    }
                    let text = draft_offline(&req, &plan(&req, AS_OF).research).plain_text();
                    std::fs::write(dir.join(format!("Other-{}.txt", name.replace(' ', "-"))), text).unwrap();
                }
            }
            let docx = docx_rs::read_docx(&bytes).unwrap_or_else(|e| panic!("{label}: {e:?}"));
            check_docx(&docx, &doc, &req, &label);
        }
    }
}

fn check_docx(docx: &docx_rs::Docx, doc: &DraftDocument, req: &DocumentRequest, label: &str) {
    use docx_rs::{DocumentChild, ParagraphChild, RunChild, TableCellContent, TableChild, TableRowChild};

    let section = &docx.document.section_property;
    let margins = &section.page_margin;
    assert_eq!(
        (margins.top, margins.bottom, margins.left, margins.right),
        (1440, 1440, 1440, 1440),
        "{label}: 1-inch margins"
    );

    // The header carries the title; the footer reads "Page X of Y" with every run in one size.
    let header = &section.header.as_ref().expect("header").1;
    let header_text: String = header
        .children
        .iter()
        .filter_map(|c| match c {
            docx_rs::HeaderChild::Paragraph(p) => Some(p.raw_text()),
            _ => None,
        })
        .collect();
    assert_eq!(header_text, doc.title, "{label}");
    let footer = &section.footer.as_ref().expect("footer").1;
    let mut sizes = vec![];
    let mut instructions = vec![];
    let mut footer_text = String::new();
    for child in &footer.children {
        let docx_rs::FooterChild::Paragraph(p) = child else { continue };
        for pc in &p.children {
            let ParagraphChild::Run(run) = pc else { continue };
            sizes.push(run.run_property.sz.clone());
            for rc in &run.children {
                match rc {
                    RunChild::Text(t) => footer_text.push_str(&t.text),
                    RunChild::InstrTextString(s) => instructions.push(s.trim().to_string()),
                    RunChild::InstrText(i) => instructions.push(format!("{i:?}")),
                    _ => {}
                }
            }
        }
    }
    assert!(sizes.len() >= 4, "{label}: footer runs {sizes:?}");
    assert!(sizes.iter().all(|s| s.is_some() && *s == sizes[0]), "{label}: footer runs differ in size: {sizes:?}");
    assert!(footer_text.starts_with("Page ") && footer_text.contains(" of "), "{label}: {footer_text:?}");
    assert!(instructions.iter().any(|i| i.contains("NUMPAGES")), "{label}: {instructions:?}");
    assert!(instructions.iter().any(|i| i.contains("PAGE") && !i.contains("NUMPAGES")), "{label}: {instructions:?}");

    // Styles a user can restyle, real numbering, bold defined terms, the legal text, and one table per signer.
    let mut styles = std::collections::BTreeMap::<String, usize>::new();
    let mut numbered = 0;
    let mut bold_runs = 0;
    let mut texts = vec![];
    let mut tables = vec![];
    for child in &docx.document.children {
        match child {
            DocumentChild::Paragraph(p) => {
                if let Some(style) = &p.property.style {
                    *styles.entry(style.val.clone()).or_default() += 1;
                }
                if p.property.numbering_property.is_some() {
                    numbered += 1;
                }
                for pc in &p.children {
                    if let ParagraphChild::Run(run) = pc {
                        if run.run_property.bold.is_some() {
                            bold_runs += 1;
                        }
                    }
                }
                texts.push(p.raw_text());
            }
            DocumentChild::Table(table) => {
                let mut cells = vec![];
                for TableChild::TableRow(row) in &table.rows {
                    for TableRowChild::TableCell(cell) in &row.cells {
                        for content in &cell.children {
                            if let TableCellContent::Paragraph(p) = content {
                                cells.push(p.raw_text());
                            }
                        }
                    }
                }
                tables.push(cells);
            }
            _ => {}
        }
    }
    assert_eq!(styles.get("Title"), Some(&1), "{label}: {styles:?}");
    assert_eq!(
        styles.get("Heading1").copied().unwrap_or(0),
        doc.sections.len() + usize::from(!doc.signature_parties.is_empty()),
        "{label}"
    );
    let headed: usize = doc.sections.iter().flat_map(|s| &s.clauses).filter(|c| c.heading.is_some()).count();
    assert_eq!(styles.get("Heading2").copied().unwrap_or(0), headed, "{label}: {styles:?}");
    let clauses: usize = doc.sections.iter().map(|s| s.clauses.len()).sum();
    assert_eq!(numbered, doc.sections.len() + clauses, "{label}: every section and clause is numbered");
    assert!(bold_runs >= 3, "{label}: defined terms are bold");
    let entity = named_party(req, is_agreement(doc, req.document_type));
    assert!(texts.iter().any(|t| t.contains(&entity)), "{label}: {entity}");
    assert!(texts.iter().any(|t| t.contains(&format!("laws of the {}", req.state.jurisdiction()))), "{label}");
    assert_eq!(tables.len(), doc.signature_parties.len(), "{label}: one signature table per party");
    for (table, party) in tables.iter().zip(&doc.signature_parties) {
        assert_eq!(table[0], format!("{}: {}", party.role, party.name_or_blank()), "{label}");
        for line in ["Name:", "Title:", "Date:"] {
            assert!(table.iter().any(|c| c == line), "{label}: {line} in {table:?}");
        }
        assert!(table.iter().filter(|c| **c == BLANK).count() >= 3, "{label}");
    }
    // The review notes travel with the document, not inside it.
    assert!(!texts.iter().any(|t| t.contains("attorney should") || t.contains("Review note")), "{label}");
}
