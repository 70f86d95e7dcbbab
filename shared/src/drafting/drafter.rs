//! Drafts a document kind from its outline: records the outline's research notes, then walks its preamble and
//! sections in order, keeping the items whose condition holds, rendering clause templates with the order's
//! vocabulary and calling the named builders.

use super::builders::{self, Built, Call};
use super::clauses::parties;
use super::clauses::Roles;
use super::custom_kinds::InFrame;
use super::library::{Condition, Item, Library, LibraryError, Outline, Vars};
use super::model::{DraftDocument, Section};
use super::notes::Notes;
use super::order::Ctx;
use minijinja::Value;

/// What an outline item adds.
enum Part {
    Built(Built),
    Nothing,
}

/// One document being drafted from its outline.
struct Drafting<'a> {
    library: &'a Library,
    kind: &'a str,
    outline: &'a Outline,
    ctx: &'a Ctx<'a>,
    roles: Roles<'a>,
    base: Vars,
    /// The document's title, for builders (the outline's, or the customer's for a custom kind).
    title: &'a str,
    /// The 'Other (Beta)' custom kind filling a frame outline's slot.
    custom_kind: Option<&'a InFrame<'a>>,
}

impl Drafting<'_> {
    fn error(&self, message: String) -> LibraryError {
        LibraryError::File { file: format!("outlines/{}.toml", self.kind), message }
    }

    fn build(&self, name: &str, params: &toml::Table, notes: &mut Notes) -> Result<Built, LibraryError> {
        let call = Call {
            ctx: self.ctx,
            roles: &self.roles,
            title: self.title,
            params,
            frame: self.custom_kind,
            base: &self.base,
        };
        builders::build(name, &call, notes).map_err(|e| self.error(format!("builder '{name}': {e}")))
    }

    fn item(&self, item: &Item, notes: &mut Notes) -> Result<Part, LibraryError> {
        let empty = toml::Table::new();
        let (clause, builder, params, when, adapted) = match item {
            Item::Clause(id) => (Some(id.as_str()), None, &empty, None, None),
            Item::Full(full) => (
                full.clause.as_deref(),
                full.builder.as_deref(),
                &full.params,
                full.when.as_ref(),
                full.adapted.as_deref(),
            ),
        };
        if !self.applies(when) {
            return Ok(Part::Nothing);
        }
        if let Some(adapted) = adapted {
            notes.adapted(adapted);
        }
        match (clause, builder) {
            (Some(id), None) => {
                let vars = with_params(self.base.clone(), params);
                let clause = self.library.render(id, &vars).map_err(|e| self.error(format!("clause '{id}': {e:#}")))?;
                Ok(Part::Built(Built::Clauses(vec![clause])))
            }
            (None, Some(name)) => self.build(name, params, notes).map(Part::Built),
            _ => Err(self.error("an item names either a clause or a builder".into())),
        }
    }

    /// The outline's sections whose condition holds, in order.
    fn sections(&self, notes: &mut Notes) -> Result<Vec<Section>, LibraryError> {
        let mut sections = vec![];
        for section in &self.outline.sections {
            if !self.applies(section.when.as_ref()) {
                continue;
            }
            if let Some(slot) = &section.slot {
                sections.extend(self.slot(slot, notes)?);
                continue;
            }
            if let Some(name) = &section.builder {
                let mark = notes.mark();
                match self.build(name, &section.params, notes)? {
                    Built::Sections(mut built) => {
                        notes.name(name, built.iter_mut().flat_map(|s| &mut s.clauses));
                        notes.place(mark, built.iter().flat_map(|s| &s.clauses));
                        sections.extend(built)
                    }
                    Built::Notes => {}
                    _ => return Err(self.error(format!("section builder '{name}' did not make sections"))),
                }
                continue;
            }
            let Some(heading) = section.heading.as_deref() else {
                return Err(self.error("a section needs a heading or a builder".into()));
            };
            let confidentiality;
            let drafting = match (section.roles.as_deref(), self.custom_kind) {
                (None, _) => self,
                (Some("confidentiality"), Some(frame)) => {
                    confidentiality = Drafting {
                        roles: frame.confidentiality,
                        base: frame.vars(&frame.confidentiality, self.ctx),
                        ..*self
                    };
                    &confidentiality
                }
                (Some(other), _) => {
                    return Err(self.error(format!(
                        "section '{heading}': roles = \"{other}\" is \"confidentiality\", in a frame with a custom kind"
                    )))
                }
            };
            // The section is a place: what its notes-only items record concerns its clauses.
            let section_mark = notes.mark();
            let mut clauses = vec![];
            for entry in &section.clauses {
                let mark = notes.mark();
                match drafting.item(entry, notes)? {
                    Part::Built(Built::Clauses(mut built)) => {
                        if let Some(name) = entry.name() {
                            notes.name(name, &mut built);
                        }
                        notes.place(mark, &built);
                        clauses.extend(built)
                    }
                    Part::Built(Built::Notes) | Part::Nothing => {}
                    Part::Built(_) => {
                        return Err(self.error(format!("an item of section '{heading}' did not make clauses")))
                    }
                }
            }
            notes.place(section_mark, &clauses);
            if !(section.optional && clauses.is_empty()) {
                sections.push(Section::new(heading, clauses));
            }
        }
        Ok(sections)
    }

    /// Whether an item's condition holds, with the custom kind filling the frame (if any).
    fn applies(&self, when: Option<&Condition>) -> bool {
        let flags = self.custom_kind.map(InFrame::flags);
        when.is_none_or(|condition| condition.holds_in_frame(self.ctx, flags.as_ref()))
    }

    /// The frame's `slot = "custom-kind"`: the custom kind's research and sections.
    fn slot(&self, slot: &str, notes: &mut Notes) -> Result<Vec<Section>, LibraryError> {
        let (Some(frame), "custom-kind") = (self.custom_kind, slot) else {
            return Err(self.error(format!("slot '{slot}' is 'custom-kind', in a frame drafted with a custom kind")));
        };
        let outline = frame.kind.outline;
        let drafting = Drafting {
            library: self.library,
            kind: frame.kind.name,
            outline,
            ctx: self.ctx,
            roles: frame.roles,
            base: frame.vars(&frame.roles, self.ctx),
            title: self.title,
            custom_kind: Some(frame),
        };
        drafting.record_research(notes)?;
        drafting.sections(notes)
    }

    /// The outline's research builders, then its fixed requirements, adaptations and review points.
    fn record_research(&self, notes: &mut Notes) -> Result<(), LibraryError> {
        let research = &self.outline.research;
        for item in &research.builders {
            match item {
                Item::Full(full) if full.builder.is_some() && full.clause.is_none() => {
                    let mark = notes.mark();
                    self.item(item, notes)?;
                    notes.about(mark, &full.about);
                }
                _ => return Err(self.error("research items name builders".into())),
            }
        }
        for law in research.laws.iter().chain(self.outline.essentials.iter().flat_map(|e| &e.sources)) {
            notes.cited(&law.name, &law.citation, law.because.as_str());
        }
        for provision in &research.require {
            notes.require(provision.as_str());
        }
        for adaptation in &research.adapted {
            notes.adapted(adaptation.as_str());
        }
        for point in &research.review {
            let mark = notes.mark();
            let text = point.text();
            if text.contains("{{") {
                let rendered = self.library.render_note(text, &self.base).map_err(|e| self.error(format!("{e:#}")))?;
                notes.review(rendered);
            } else {
                notes.review(text);
            }
            notes.about(mark, point.about());
        }
        Ok(())
    }
}

pub(crate) fn draft(
    library: &Library,
    kind: &str,
    ctx: &Ctx,
    notes: &mut Notes,
) -> Result<DraftDocument, LibraryError> {
    let outline = library.outline(kind)?;
    let roles = outline.roles.roles();
    let base = Vars::order(&roles, ctx);
    let drafting = Drafting { library, kind, outline, ctx, roles, base, title: &outline.title, custom_kind: None };
    draft_document(&drafting, notes)
}

/// Records the outline's research and drafts its preamble, sections and signature blocks.
fn draft_document(drafting: &Drafting, notes: &mut Notes) -> Result<DraftDocument, LibraryError> {
    let (outline, ctx, roles) = (drafting.outline, drafting.ctx, &drafting.roles);
    drafting.record_research(notes)?;
    let mut preamble = vec![];
    for entry in &outline.preamble {
        match drafting.item(entry, notes)? {
            Part::Built(Built::Paragraphs(paragraphs)) => preamble.extend(paragraphs),
            Part::Built(Built::Clauses(clauses)) => preamble.extend(clauses.into_iter().flat_map(|c| c.paragraphs)),
            Part::Built(Built::Notes) | Part::Nothing => {}
            Part::Built(Built::Sections(_)) => return Err(drafting.error("a preamble item made sections".into())),
        }
    }
    let sections = drafting.sections(notes)?;
    let other_signers = drafting.custom_kind.map_or(1, |frame| frame.kind.spec.other_signers);
    let signature_parties = if outline.signatures {
        parties::signature_parties(ctx, roles, outline.notice_addresses, other_signers)
    } else {
        vec![]
    };
    Ok(DraftDocument { title: drafting.title.to_string(), preamble, sections, signature_parties })
}

/// Drafts the 'Other (Beta)' frame outline `frame` (`custom-frame/agreement`, `custom-frame/notice`, ...) titled
/// `title` (the customer's), with `kind` filling its `slot = "custom-kind"`: the kind's roles, with the business on
/// its side, name the parties throughout.
pub(crate) fn draft_frame(
    library: &Library,
    frame: &str,
    kind: Option<&InFrame>,
    title: &str,
    ctx: &Ctx,
    notes: &mut Notes,
) -> Result<DraftDocument, LibraryError> {
    let outline = library.outline(frame)?;
    let roles = kind.map_or_else(|| outline.roles.roles(), |kind| kind.roles);
    let base = match kind {
        Some(kind) => kind.vars(&roles, ctx),
        None => Vars::order(&roles, ctx),
    };
    let drafting = Drafting { library, kind: frame, outline, ctx, roles, base, title, custom_kind: kind };
    draft_document(&drafting, notes)
}

/// An outline's `params` on a clause item are values for its template.
fn with_params(vars: Vars, params: &toml::Table) -> Vars {
    params.iter().fold(vars, |vars, (name, value)| {
        let value = match value {
            toml::Value::String(text) => Value::from(text.as_str()),
            toml::Value::Boolean(flag) => Value::from(*flag),
            toml::Value::Integer(number) => Value::from(*number),
            other => Value::from(other.to_string()),
        };
        vars.with_owned(name, value)
    })
}
