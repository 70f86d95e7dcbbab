//! Non-compete covenants, state by state (table `non_compete.toml`) and by profession (`non_compete_professions.toml`).
//! The federal FTC rule was set aside in 2024 and is not in force, so state law decides. States without a row follow
//! the table's "other states" row: reasonableness under the state's courts.
//!
//! [`decide`] is the one decision: with the order's facts (pay, exempt status, profession, the state where the
//! employee works) it says whether a non-compete is lawful, leaves it out with the reason, or keeps the conditional
//! clause because a deciding fact is missing. The engine drafts from it, and the instruction screen asks it whether a
//! customer's "add a non-compete" conflicts with the law.

use super::{registry, Dated, DatedNote, Jurisdiction, Law, Row, Table, Value};
use crate::domain::details::{Details, ExemptStatus, Profession};
use crate::domain::{Cents, DocumentRequest, DocumentType, UsState};
use crate::drafting::messages::{context, fixed_message, message};
use std::sync::LazyLock;
use time::Date;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Void or banned for (nearly) everyone: the document must not contain a non-compete.
    Void,
    /// Allowed only above pay thresholds, with advance notice, review periods or similar conditions.
    Restricted,
    /// Enforced when reasonable in time, area and scope and tied to a legitimate business interest.
    Reasonableness,
}

/// What the document offers instead of a void non-compete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alternative {
    /// Only a restriction on using confidential information and trade secrets to solicit: the state also voids
    /// ordinary customer and employee non-solicitation covenants.
    TradeSecretNonSolicitation,
    /// A limited non-solicitation covenant is allowed.
    NonSolicitation,
}

/// How far a customer non-solicitation covenant may reach in a state (`values.non_solicitation_scope`, space-separated
/// words): `direct` (only direct solicitation, not "through others": Oklahoma's § 219A), `personal_contact` (only
/// customers the worker actually did business and had personal contact with: Nebraska's courts, which do not reform
/// an overbroad covenant). A covenant drafted for several states takes every limit any of them sets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SolicitationScope {
    pub direct_only: bool,
    pub personal_contact_only: bool,
}

impl SolicitationScope {
    fn parse(text: &str) -> Option<SolicitationScope> {
        let mut scope = SolicitationScope::default();
        for word in text.split_whitespace() {
            match word {
                "direct" => scope.direct_only = true,
                "personal_contact" => scope.personal_contact_only = true,
                _ => return None,
            }
        }
        Some(scope)
    }

    fn and(self, other: SolicitationScope) -> SolicitationScope {
        SolicitationScope {
            direct_only: self.direct_only || other.direct_only,
            personal_contact_only: self.personal_contact_only || other.personal_contact_only,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub status: Status,
    pub alternative: Alternative,
    pub solicitation_scope: SolicitationScope,
    pub law: &'static str,
    pub citation: &'static str,
    /// What the rule requires, in the words the review notes use, on the document's date (it may state a pay
    /// threshold): `position.note.as_of(ctx.as_of)`.
    pub note: DatedNote,
}

const TABLE: &str = "non_compete";
const PROFESSIONS: &str = "non_compete_professions";

fn alternative_of(table: &Table, row: &Row) -> Alternative {
    match row.fixed_text("alternative") {
        Some("trade_secret_non_solicitation") => Alternative::TradeSecretNonSolicitation,
        Some("non_solicitation") => Alternative::NonSolicitation,
        other => panic!("{}: {:?} has alternative {other:?} (the rules tests build every row)", table.id, row.state),
    }
}

/// Reads a row of `non_compete.toml` as a [`Position`].
pub fn position_from(table: &Table, row: &'static Row) -> Position {
    let status = match row.status {
        super::Status::Void => Status::Void,
        super::Status::Restricted => Status::Restricted,
        super::Status::Reasonableness => Status::Reasonableness,
        other => panic!("{}: {:?} has status {other:?} (the rules tests build every row)", table.id, row.state),
    };
    let alternative = alternative_of(table, row);
    let solicitation_scope = match row.fixed_text("non_solicitation_scope") {
        None => SolicitationScope::default(),
        Some(text) => SolicitationScope::parse(text).unwrap_or_else(|| {
            panic!(
                "{}: {:?} has non_solicitation_scope {text:?} (the rules tests build every row)",
                table.id, row.state
            )
        }),
    };
    Position {
        status,
        alternative,
        solicitation_scope,
        law: row.law.name,
        citation: row.law.citation,
        note: row.dated_note(),
    }
}

/// The state's row, if the table has one.
pub fn rule(state: UsState) -> Option<&'static Row> {
    registry().expect_table(TABLE).row(state)
}

/// The state's position in `table` (the embedded one, or one a test loaded), or the "other states" default. A state
/// without a rule row still has its coverage cell (its reasonableness statute, or its leading case): the default's
/// status and alternative stand, and the notes cite the state's own authority and say what it holds.
pub fn position_in(table: &'static Table, state: UsState) -> Position {
    let position = position_from(table, row_in(table, state));
    if table.row(state).is_some() {
        return position;
    }
    match table.coverage_cells.iter().find(|cell| cell.state == Jurisdiction::State(state)) {
        Some(cell) => Position { law: cell.law.name, citation: cell.law.citation, note: cell.dated_note(), ..position },
        None => position,
    }
}

fn row_in(table: &'static Table, state: UsState) -> &'static Row {
    table
        .row(state)
        .or_else(|| table.other_states())
        .unwrap_or_else(|| panic!("{}.toml has an \"other states\" row (checked by the rules tests)", table.id))
}

/// The state's position, or the default.
pub fn position(state: UsState) -> Position {
    position_in(registry().expect_table(TABLE), state)
}

/// The default for states without a row.
pub fn default_position() -> Position {
    let table = registry().expect_table(TABLE);
    let row = table.other_states().unwrap_or_else(|| panic!("{TABLE}.toml has an \"other states\" row"));
    position_from(table, row)
}

// ---------------------------------------------------------------------------------------------------------------
// The facts that decide a restricted state's rule

/// Which employees a state lets a non-compete bind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Employees {
    Any,
    /// Only employees exempt from overtime under the FLSA.
    Exempt,
    /// Not employees paid solely by the hour.
    Salaried,
}

/// A pay figure in force on the document's date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threshold {
    pub figure: Cents,
    /// The year the figure was set for.
    pub year: i32,
    /// Whether the figure is re-set every year.
    pub indexed: bool,
    /// How many years older the figure is than the document, for a figure re-set every year (0: current).
    pub unconfirmed_years: i32,
}

impl Threshold {
    /// Pay above the figure by more than a year's rise (15%) for every unconfirmed year: clear of any current figure.
    fn clearly_above(&self, pay: Cents) -> bool {
        let margin = self.figure.0 / 100 * 15 * i64::from(self.unconfirmed_years);
        pay.0 > self.figure.0 + margin
    }
}

/// What a restricted state's row says beyond its position: the facts that decide and the extras a lawful covenant
/// needs.
#[derive(Clone, Copy, Debug)]
pub struct Conditions {
    row: &'static Row,
    table: &'static Table,
}

impl Conditions {
    fn threshold(&self, name: &str, as_of: Date) -> Option<Threshold> {
        let list = self.row.values.get(name)?;
        let entry = in_force(list, as_of)?;
        let Value::Integer(cents) = entry.value else {
            panic!(
                "{}: {:?} {name} is not an amount in cents (the rules tests build every row)",
                self.table.id, self.row.state
            )
        };
        let year = entry.from.map_or(as_of.year(), Date::year);
        let indexed = self.row.fixed_text("indexed") == Some("annually");
        let unconfirmed_years = if indexed { (as_of.year() - year).max(0) } else { 0 };
        Some(Threshold { figure: Cents(cents), year, indexed, unconfirmed_years })
    }

    /// The pay an employee must earn above for a non-compete, on `as_of`.
    pub fn min_annual_pay(&self, as_of: Date) -> Option<Threshold> {
        self.threshold("min_annual_pay_cents", as_of)
    }

    /// The pay an employee must earn above for a non-solicitation covenant, on `as_of`.
    pub fn min_annual_pay_non_solicitation(&self, as_of: Date) -> Option<Threshold> {
        self.threshold("min_annual_pay_non_solicitation_cents", as_of)
    }

    /// The day from which the state voids every non-compete, whenever signed (a ban enacted to take effect later: the
    /// row's `void_from`); before it the row's own rule applies.
    pub fn void_from(&self) -> Option<Date> {
        match self.row.fixed_value("void_from") {
            Some(Value::Date(day)) => Some(day),
            _ => None,
        }
    }

    /// The pay an independent contractor must earn above, on `as_of`.
    pub fn min_annual_pay_contractor(&self, as_of: Date) -> Option<Threshold> {
        self.threshold("min_annual_pay_contractor_cents", as_of)
    }

    pub fn employees(&self, as_of: Date) -> Employees {
        match self.row.value("employees", as_of) {
            None | Some(Value::Text("any")) => Employees::Any,
            Some(Value::Text("exempt")) => Employees::Exempt,
            Some(Value::Text("salaried")) => Employees::Salaried,
            other => panic!(
                "{}: {:?} has employees {other:?} (the rules tests build every row)",
                self.table.id, self.row.state
            ),
        }
    }

    /// A deciding fact the form does not ask.
    pub fn undecided(&self) -> Option<&'static str> {
        self.row.fixed_text("undecided")
    }

    pub fn extras(&self, state: UsState) -> Extras {
        let list = |name: &str| -> Vec<&'static str> {
            self.row.fixed_text(name).map(|text| text.split_whitespace().collect()).unwrap_or_default()
        };
        Extras {
            state,
            clauses: list("extra_clauses"),
            separate_notice: self.row.fixed_text("separate_notice"),
            with_non_solicitation: self.row.fixed_text("extras_with_non_solicitation") == Some("yes"),
            steps: self.row.fixed_text("steps"),
        }
    }
}

/// The entry of a dated list in force on `as_of` (the first one before any date).
fn in_force<T>(list: &[Dated<T>], as_of: Date) -> Option<&Dated<T>> {
    list.iter().rev().find(|entry| entry.from.is_none_or(|from| from <= as_of)).or(list.first())
}

/// The state's conditions (its row, or the default's).
pub fn conditions(state: UsState) -> Conditions {
    let table = registry().expect_table(TABLE);
    Conditions { row: row_in(table, state), table }
}

/// What a state requires where a covenant is lawful: clauses added after the covenants, a notice drafted as a section
/// of its own, and steps around signing for the review notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extras {
    pub state: UsState,
    /// Clause template ids.
    pub clauses: Vec<&'static str>,
    /// A clause template drafted as a separate, separately signed section.
    pub separate_notice: Option<&'static str>,
    /// Whether the extras also go with a non-solicitation covenant alone.
    pub with_non_solicitation: bool,
    pub steps: Option<&'static str>,
}

impl Extras {
    fn is_empty(&self) -> bool {
        self.clauses.is_empty() && self.separate_notice.is_none() && self.steps.is_none()
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Professions

/// A row of `non_compete_professions.toml`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProfessionRule {
    /// `None`: every state.
    pub state: Option<UsState>,
    pub professions: Vec<Profession>,
    pub law: Law,
    /// Whether the statute voids the covenant (else it limits it).
    pub void: bool,
    /// Whether the document leaves the covenant out (else it keeps it, with the note for review).
    pub leave_out: bool,
    pub alternative: Alternative,
    pub note: &'static str,
}

/// The profession a rule table names ("physician", "other_health_care").
pub fn profession_token(token: &str) -> Option<Profession> {
    Some(match token {
        "physician" => Profession::Physician,
        "nurse" => Profession::Nurse,
        "other_health_care" => Profession::OtherHealthCare,
        "mental_health" => Profession::MentalHealth,
        "lawyer" => Profession::Lawyer,
        "broadcaster" => Profession::Broadcaster,
        _ => return None,
    })
}

fn profession_rule_from(table: &Table, row: &'static Row) -> ProfessionRule {
    let at = || format!("{}: {:?} {:?}", table.id, row.state, row.key);
    let state = match row.state {
        Jurisdiction::State(state) => Some(state),
        Jurisdiction::OtherStates => None,
        Jurisdiction::Federal => panic!("{}: a profession rule is a state's or every state's", at()),
    };
    let professions: Vec<Profession> = row
        .fixed_text("professions")
        .unwrap_or_default()
        .split_whitespace()
        .map(|token| profession_token(token).unwrap_or_else(|| panic!("{}: unknown profession {token}", at())))
        .collect();
    assert!(!professions.is_empty(), "{}: no professions", at());
    let void = match row.status {
        super::Status::Void => true,
        super::Status::Restricted => false,
        other => panic!("{}: status {other:?} is void or restricted", at()),
    };
    let leave_out = match row.fixed_text("outcome") {
        Some("leave_out") => true,
        Some("include_with_review") if !void => false,
        other => panic!("{}: outcome {other:?} (a void row leaves the covenant out)", at()),
    };
    let note = row.fixed_note().unwrap_or_else(|| panic!("{}: the note is fixed text", at()));
    ProfessionRule {
        state,
        professions,
        law: row.law.law(),
        void,
        leave_out,
        alternative: alternative_of(table, row),
        note,
    }
}

static PROFESSION_RULES: LazyLock<Vec<ProfessionRule>> = LazyLock::new(|| {
    let table = registry().expect_table(PROFESSIONS);
    table.rows.iter().map(|row| profession_rule_from(table, row)).collect()
});

/// Every profession rule (the rules tests build them all).
pub fn profession_rules() -> &'static [ProfessionRule] {
    PROFESSION_RULES.as_slice()
}

/// The profession rules that apply in `state`: its own and every state's.
pub fn profession_rules_in(state: UsState) -> impl Iterator<Item = &'static ProfessionRule> {
    profession_rules().iter().filter(move |rule| rule.state.is_none_or(|s| s == state))
}

/// "physician", "nurse or advanced practice nurse": a profession as a note names it.
fn profession_words(profession: Profession) -> String {
    profession.label().to_lowercase()
}

/// "physicians", "broadcast or media workers": the people of a profession, as a list names them.
fn profession_plural(profession: Profession) -> &'static str {
    match profession {
        Profession::Physician => "physicians",
        Profession::Nurse => "nurses",
        Profession::OtherHealthCare => "other licensed health-care professionals",
        Profession::MentalHealth => "psychologists, counselors or social workers",
        Profession::Lawyer => "lawyers",
        Profession::Broadcaster => "broadcast or media workers",
        Profession::NotListed => "other workers",
    }
}

/// "a, b and c".
fn list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

// ---------------------------------------------------------------------------------------------------------------
// The decision

/// Who the covenant would bind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Worker {
    /// The Employment Agreement's employee: the facts decide.
    Employee,
    /// The Freelance Agreement's contractor.
    Contractor,
    /// The other party of an NDA or a custom agreement.
    Other,
}

impl Worker {
    pub fn of(document_type: DocumentType) -> Worker {
        match document_type {
            DocumentType::EmploymentAgreement => Worker::Employee,
            DocumentType::FreelanceAgreement => Worker::Contractor,
            _ => Worker::Other,
        }
    }
}

/// A fact that would decide the covenant and the order does not give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    AnnualPay,
    ExemptStatus,
    /// Whether an employee who is not exempt is paid solely by the hour.
    PaidByTheHour,
    /// The current figure of a threshold re-set every year: the last one recorded is for an earlier year and the pay
    /// is close above it.
    CurrentThreshold {
        state: UsState,
        threshold: Threshold,
    },
    /// A fact the form does not ask (the table's `undecided`).
    Other(&'static str),
    /// A contractor's or other party's pay and terms, which the form does not ask.
    OtherPartyTerms,
    /// The contract's value, where the state sets an earnings floor for contractors.
    ContractValue,
}

impl Missing {
    /// What to confirm, in the words of a review note.
    pub fn describe(&self) -> String {
        match self {
            Missing::AnnualPay => fixed_message("non_compete.employee_s_annual_pay"),
            Missing::ExemptStatus => fixed_message("non_compete.whether_employee_exempt_from_overtime"),
            Missing::PaidByTheHour => fixed_message("non_compete.whether_employee_paid_solely_hour"),
            Missing::CurrentThreshold { state, threshold } => message(
                "non_compete.s_threshold_was_pay_close",
                context! { state => state.name(), threshold => threshold.year + threshold.unconfirmed_years, figure => threshold.figure.display_grouped(), year => threshold.year },
            ),
            Missing::Other(fact) => (*fact).to_string(),
            Missing::OtherPartyTerms => fixed_message("non_compete.other_party_s_pay_role"),
            Missing::ContractValue => "the contract's value".into(),
        }
    }

    /// The order's detail field (wire name) whose answer would settle it, when the form asks one.
    pub fn field(&self) -> Option<&'static str> {
        match self {
            Missing::AnnualPay => Some("annualPay"),
            Missing::ExemptStatus => Some("exemptStatus"),
            Missing::ContractValue => Some("contractValue"),
            Missing::PaidByTheHour
            | Missing::CurrentThreshold { .. }
            | Missing::Other(_)
            | Missing::OtherPartyTerms => None,
        }
    }
}

/// Why the covenant is left out: the state, its law and what that law says of these facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    pub state: UsState,
    pub law: Law,
    /// What the law does, for these facts ("non-competes are void for employees earning $126,858.83 a year or less,
    /// and the Employee's annual pay is $90,000").
    pub because: String,
    /// Whether the state voids non-competes for everyone (not only for these facts).
    pub void_for_everyone: bool,
}

impl Reason {
    /// One sentence naming the state, the rule and its citation: "Under Washington law (Rev. Code Wash. ch. 49.62),
    /// non-competes are void for ...".
    pub fn sentence(&self) -> String {
        format!("Under {} law ({}), {}.", self.state.name(), self.law.citation, self.because)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Lawful for these facts (or enforced when reasonable): the covenant is drafted, with the extras.
    Include,
    /// The law voids it for these facts: the document uses the alternative.
    LeaveOut(Reason),
    /// A deciding fact is missing: the conditional clause, the safe course, and a note naming the facts.
    Conditional(Vec<Missing>),
}

/// What one state's law says of the covenant, for these facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateDecision {
    pub state: UsState,
    pub position: Position,
    pub outcome: Outcome,
    pub alternative: Alternative,
    pub extras: Extras,
    /// The profession rules applied (left out or kept for review).
    pub professions: Vec<&'static ProfessionRule>,
    /// What else to confirm, for the review notes.
    pub review: Vec<String>,
    /// The state's profession rules to check, when the order does not give the profession.
    pub profession_unknown: Option<String>,
}

/// The decision for an order: what the document does about a non-compete, and each state's part in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub worker: Worker,
    pub outcome: Outcome,
    /// The non-solicitation the document uses instead of (or beside) the non-compete.
    pub alternative: Alternative,
    /// Each state whose law decides: where the employee works first, then the business's state when it differs.
    pub states: Vec<StateDecision>,
}

impl Decision {
    /// How far the non-solicitation covenant may reach: every limit of every state that decides.
    pub fn solicitation_scope(&self) -> SolicitationScope {
        self.states
            .iter()
            .fold(SolicitationScope::default(), |scope, state| scope.and(state.position.solicitation_scope))
    }

    /// The reason the covenant is left out, if it is: what makes a customer's "add a non-compete" a conflict.
    pub fn left_out(&self) -> Option<&Reason> {
        match &self.outcome {
            Outcome::LeaveOut(reason) => Some(reason),
            _ => None,
        }
    }

    /// The extras that go with the covenants the document has: every state's where the non-compete is included,
    /// those that also go with a non-solicitation covenant where only that is, none where the state's facts are
    /// missing or only the trade-secret restriction remains.
    pub fn extras(&self) -> Vec<&Extras> {
        let applies = |extras: &Extras| match self.outcome {
            Outcome::Include => true,
            Outcome::LeaveOut(_) => self.alternative == Alternative::NonSolicitation && extras.with_non_solicitation,
            Outcome::Conditional(_) => false,
        };
        self.states.iter().map(|s| &s.extras).filter(|extras| !extras.is_empty() && applies(extras)).collect()
    }

    /// The state decisions' review points, in order, with the professions to check unless the covenant is left out
    /// anyway.
    pub fn review(&self) -> impl Iterator<Item = &String> {
        let professions_matter = !matches!(self.outcome, Outcome::LeaveOut(_));
        self.states
            .iter()
            .flat_map(move |s| s.review.iter().chain(s.profession_unknown.iter().filter(move |_| professions_matter)))
    }
}

/// Why a non-compete may not bind the worker, for the order's facts: [`decide`]'s reason when it leaves the
/// covenant out. The instruction screen refuses a customer's "add a non-compete" exactly then, so the screen and the
/// engine never disagree.
pub fn non_compete_refused(request: &DocumentRequest, as_of: Date) -> Option<Reason> {
    decide(request, as_of).left_out().cloned()
}

/// Whether an ordinary customer or employee non-solicitation covenant may bind a worker in `state`: not where the
/// state voids non-competes and offers only a trade-secret-based restriction in their place (the table's
/// `alternative = "trade_secret_non_solicitation"` rows).
pub fn non_solicitation_allowed(state: UsState) -> bool {
    let position = position(state);
    !(position.status == Status::Void && position.alternative == Alternative::TradeSecretNonSolicitation)
}

/// Decides the non-compete for the order as of `as_of`: the state where the employee works and the business's state
/// (its law governs the agreement) each have their say, and the stricter wins.
pub fn decide(request: &DocumentRequest, as_of: Date) -> Decision {
    let worker = Worker::of(request.document_type);
    let business = request.state;
    // The worker's own state has its say beside the business's: where an employee works, where a contractor is.
    let work = match worker {
        Worker::Employee => request.details.work_state_or(business),
        Worker::Contractor => request.details.counterparty.state.unwrap_or(business),
        Worker::Other => business,
    };
    let mut states = vec![judge(work, worker, &request.details, as_of)];
    if work != business {
        states.push(judge(business, worker, &request.details, as_of));
    }
    let alternative = if states.iter().any(|s| s.alternative == Alternative::TradeSecretNonSolicitation) {
        Alternative::TradeSecretNonSolicitation
    } else {
        Alternative::NonSolicitation
    };
    let left_out = states.iter().find_map(|s| match &s.outcome {
        Outcome::LeaveOut(reason) => Some(reason.clone()),
        _ => None,
    });
    let missing: Vec<Missing> = states
        .iter()
        .flat_map(|s| match &s.outcome {
            Outcome::Conditional(missing) => missing.clone(),
            _ => vec![],
        })
        .fold(vec![], |mut all, m| {
            if !all.contains(&m) {
                all.push(m);
            }
            all
        });
    let any_conditional = states.iter().any(|s| matches!(s.outcome, Outcome::Conditional(_)));
    let outcome = match left_out {
        Some(reason) => Outcome::LeaveOut(reason),
        None if any_conditional => Outcome::Conditional(missing),
        None => Outcome::Include,
    };
    Decision { worker, outcome, alternative, states }
}

/// One state's say on the covenant for `worker` with `details`.
fn judge(state: UsState, worker: Worker, details: &Details, as_of: Date) -> StateDecision {
    let position = position(state);
    let conditions = conditions(state);
    let law = Law { name: position.law, citation: position.citation };
    let mut decision = StateDecision {
        state,
        position,
        outcome: Outcome::Include,
        alternative: position.alternative,
        extras: conditions.extras(state),
        professions: vec![],
        review: vec![],
        profession_unknown: None,
    };
    if position.status == Status::Void {
        decision.outcome =
            Outcome::LeaveOut(Reason { state, law, because: position.note.as_of(as_of), void_for_everyone: true });
        return decision;
    }
    if let Some(from) = conditions.void_from().filter(|from| as_of >= *from) {
        let because = message(
            "non_compete.non_compete_covenants_employees_independent",
            context! { from => super::registry::long_date(from) },
        );
        decision.outcome = Outcome::LeaveOut(Reason { state, law, because, void_for_everyone: true });
        return decision;
    }
    let mut reasons: Vec<Reason> = vec![];
    let mut missing: Vec<Missing> = vec![];
    if worker == Worker::Employee {
        professions(state, details.profession, &mut decision, &mut reasons);
    }
    match (position.status, worker) {
        (Status::Reasonableness, _) => {}
        (Status::Restricted, Worker::Contractor) => {
            contractor_facts(state, law, conditions, details, as_of, &mut reasons, &mut missing)
        }
        (Status::Restricted, Worker::Other) => missing.push(Missing::OtherPartyTerms),
        (Status::Restricted, Worker::Employee) => {
            employee_facts(state, law, conditions, details, as_of, &mut decision, &mut reasons, &mut missing)
        }
        (Status::Void, _) => unreachable!("returned above"),
    }
    decision.outcome = match (reasons.into_iter().next(), missing.is_empty()) {
        (Some(reason), _) => Outcome::LeaveOut(reason),
        (None, false) => Outcome::Conditional(missing),
        (None, true) => Outcome::Include,
    };
    decision
}

/// A contractor's covenant where the state sets an earnings floor for contractors: the contract's value against it.
/// Below or at the floor the covenant is void; clearly above it, the floor is met (the contract alone pays more than
/// the floor); in between, or with no value given, or where the state has no contractor figure, the contractor's pay
/// and terms decide and are not known.
fn contractor_facts(
    state: UsState,
    law: Law,
    conditions: Conditions,
    details: &Details,
    as_of: Date,
    reasons: &mut Vec<Reason>,
    missing: &mut Vec<Missing>,
) {
    let Some(threshold) = conditions.min_annual_pay_contractor(as_of) else {
        missing.push(Missing::OtherPartyTerms);
        return;
    };
    let Some(value) = details.contract_value else {
        missing.push(Missing::ContractValue);
        return;
    };
    if value.0 <= threshold.figure.0 {
        reasons.push(Reason {
            state,
            law,
            because: message("non_compete.non_competes_are_void_independent", context! { figure => threshold.figure.display_grouped(), threshold => for_year(threshold), value => value.display_grouped() }),
            void_for_everyone: false,
        });
    } else if !threshold.clearly_above(value) {
        missing.push(Missing::CurrentThreshold { state, threshold });
    }
}

/// The state's profession rules for the employee's profession: a void or unworkable one leaves the covenant out;
/// one that limits it goes to the review notes; an unanswered profession where the state has rules is a point to
/// confirm.
fn professions(
    state: UsState,
    profession: Option<Profession>,
    decision: &mut StateDecision,
    reasons: &mut Vec<Reason>,
) {
    let rules: Vec<&'static ProfessionRule> = profession_rules_in(state).collect();
    match profession {
        None => {
            let own: Vec<&ProfessionRule> = rules.iter().copied().filter(|rule| rule.state.is_some()).collect();
            let mut professions: Vec<&str> = vec![];
            for profession in own.iter().flat_map(|rule| &rule.professions) {
                let words = profession_plural(*profession);
                if !professions.contains(&words) {
                    professions.push(words);
                }
            }
            let citations: Vec<&str> = own.iter().map(|rule| rule.law.citation).collect();
            if !professions.is_empty() {
                decision.profession_unknown = Some(message(
                    "non_compete.employee_s_profession_was_not",
                    context! { state => state.name(), professions => list(&professions), citations => citations.join("; ") },
                ));
            }
        }
        Some(profession) => {
            for rule in rules.into_iter().filter(|rule| rule.professions.contains(&profession)) {
                decision.professions.push(rule);
                if rule.leave_out {
                    if rule.alternative == Alternative::TradeSecretNonSolicitation {
                        decision.alternative = Alternative::TradeSecretNonSolicitation;
                    }
                    reasons.push(Reason {
                        state,
                        law: rule.law,
                        because: message(
                            "non_compete.employee",
                            context! { note => rule.note, profession => profession_words(profession) },
                        ),
                        void_for_everyone: false,
                    });
                } else {
                    decision.review.push(format!(
                        "The Employee is a {} in {}: {} ({}).",
                        profession_words(profession),
                        state.name(),
                        rule.note,
                        rule.law.citation
                    ));
                }
            }
        }
    }
}

/// A restricted state's pay, status and other conditions for an employee.
#[allow(clippy::too_many_arguments)]
fn employee_facts(
    state: UsState,
    law: Law,
    conditions: Conditions,
    details: &Details,
    as_of: Date,
    decision: &mut StateDecision,
    reasons: &mut Vec<Reason>,
    missing: &mut Vec<Missing>,
) {
    let reason = |because: String| Reason { state, law, because, void_for_everyone: false };
    match (conditions.employees(as_of), details.exempt_status) {
        (Employees::Any, _) | (Employees::Exempt | Employees::Salaried, Some(ExemptStatus::Exempt)) => {}
        (Employees::Exempt, Some(ExemptStatus::NonExempt)) => {
            reasons.push(reason(fixed_message("non_compete.non_compete_cannot_bind_employee")))
        }
        (Employees::Exempt, None) => missing.push(Missing::ExemptStatus),
        (Employees::Salaried, Some(ExemptStatus::NonExempt) | None) => missing.push(Missing::PaidByTheHour),
    }
    if let Some(threshold) = conditions.min_annual_pay(as_of) {
        let figure = threshold.figure.display_grouped();
        match details.annual_pay {
            None => missing.push(Missing::AnnualPay),
            Some(pay) if pay.0 <= threshold.figure.0 => reasons.push(reason(message(
                "non_compete.non_compete_void_employee_earning",
                context! { figure => figure, threshold => for_year(threshold), pay => pay.display_grouped() },
            ))),
            Some(pay) if threshold.unconfirmed_years > 0 && !threshold.clearly_above(pay) => {
                missing.push(Missing::CurrentThreshold { state, threshold })
            }
            Some(pay) => {
                if threshold.unconfirmed_years > 0 {
                    decision.review.push(message("non_compete.s_pay_threshold_re_set", context! { state => state.name(), figure => figure, year => threshold.year, pay => pay.display_grouped(), citation => law.citation }));
                }
            }
        }
    }
    // The customer non-solicitation covenant has its own pay floor here: at or below it, or without the pay, only the
    // restriction on using confidential information is sure to be lawful.
    if let Some(threshold) = conditions.min_annual_pay_non_solicitation(as_of) {
        let because = match details.annual_pay {
            None => Some(fixed_message("non_compete.without_employee_s_annual_pay")),
            Some(pay) if pay.0 <= threshold.figure.0 => {
                Some(message("non_compete.annual_pay", context! { pay => pay.display_grouped() }))
            }
            Some(_) => None,
        };
        if let Some(because) = because {
            decision.alternative = Alternative::TradeSecretNonSolicitation;
            decision.review.push(message("non_compete.non_solicitation_covenant_also_void", context! { state => state.name(), figure => threshold.figure.display_grouped(), threshold => for_year(threshold), citation => law.citation, because => because }));
        }
    }
    if let Some(fact) = conditions.undecided() {
        missing.push(Missing::Other(fact));
    }
}

/// " (the figure for 2026)": the year a figure re-set every year was set for.
fn for_year(threshold: Threshold) -> String {
    if threshold.indexed {
        format!(" (the figure for {})", threshold.year)
    } else {
        String::new()
    }
}

/// Reads every row's conditions on every date they change and every profession rule, so a row a builder cannot read
/// fails the rules tests; returns the clause templates the rows name (the library tests check they exist).
pub fn check_every_row(as_of: Date) -> Vec<&'static str> {
    let table = registry().expect_table(TABLE);
    let mut templates = vec![];
    for row in &table.rows {
        let conditions = Conditions { row, table };
        for day in row.values.values().flatten().filter_map(|v| v.from).chain([as_of]) {
            conditions.min_annual_pay(day);
            conditions.min_annual_pay_non_solicitation(day);
            conditions.min_annual_pay_contractor(day);
            conditions.employees(day);
        }
        let extras = conditions.extras(UsState::Alabama);
        templates.extend(extras.clauses.iter().chain(extras.separate_notice.iter()));
    }
    assert!(!profession_rules().is_empty());
    templates
}
