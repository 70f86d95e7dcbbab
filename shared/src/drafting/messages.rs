//! What the engine tells a customer in its own words (review notes, adaptations, required provisions, why a law
//! applies, research and screen messages), kept as minijinja templates in `drafting/messages/<area>.toml` and
//! rendered in the clause templates' environment, so one placeholder language holds for everything a customer reads
//! (decision 0036). Rust code names a message by its id, `<area>.<key>`, and passes its values by name:
//!
//! ```text
//! notes.review(message("privacy.sensitive_data_of_residents", context! { state => name, citation => law.citation }));
//! ```

use super::library::Library;
pub(crate) use minijinja::context;
use minijinja::Value;

/// The message `id` rendered with `values` (built with [`context!`]).
pub(crate) fn message(id: &str, values: Value) -> String {
    Library::embedded().message(id, values)
}

/// The message `id`, which reads no values.
pub(crate) fn fixed_message(id: &str) -> String {
    Library::embedded().message(id, context! {})
}

/// A template kept in data beside other fields (a screen family's `what`, `rule` and `remedy`), rendered in the same
/// environment; its loader checks it renders, so callers treat a failure as a bug.
pub(crate) fn render_text(source: &str, values: Value) -> Result<String, minijinja::Error> {
    Library::embedded().render_source(source, values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::Path;

    /// Every message id the crate's code names: each string `"<area>.<key>"` whose area is a message file, whether
    /// an argument of `message(` and `fixed_message(` or an entry of a table of ids (as the advisor keeps).
    fn ids_in_sources(areas: &BTreeSet<String>) -> BTreeSet<String> {
        fn visit(dir: &Path, areas: &BTreeSet<String>, quoted_id: &regex::Regex, ids: &mut BTreeSet<String>) {
            let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()));
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    visit(&path, areas, quoted_id, ids);
                } else if path.extension().is_some_and(|ext| ext == "rs") {
                    let source =
                        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
                    // Code only: a comment's example names no message.
                    let code: String = source
                        .lines()
                        .filter(|line| !line.trim_start().starts_with("//"))
                        .flat_map(|line| [line, "\n"])
                        .collect();
                    for found in quoted_id.captures_iter(&code) {
                        let file_name = matches!(&found[2], "toml" | "rs" | "j2" | "json" | "md");
                        if areas.contains(&found[1]) && !file_name {
                            ids.insert(format!("{}.{}", &found[1], &found[2]));
                        }
                    }
                }
            }
        }
        let mut ids = BTreeSet::new();
        let quoted_id = regex::Regex::new(r#""([a-z_]+)\.([a-z0-9_]+)""#).expect("a valid pattern");
        visit(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), areas, &quoted_id, &mut ids);
        ids
    }

    #[test]
    fn every_message_the_code_names_exists_and_every_message_is_named() {
        let defined: BTreeSet<String> = Library::embedded().message_ids().into_iter().collect();
        let areas: BTreeSet<String> =
            defined.iter().filter_map(|id| id.split_once('.')).map(|(area, _)| area.to_string()).collect();
        let used = ids_in_sources(&areas);
        let missing: Vec<&String> = used.difference(&defined).collect();
        let unused: Vec<&String> = defined.difference(&used).collect();
        assert!(missing.is_empty(), "messages named in the code but not in drafting/messages/: {missing:?}");
        assert!(unused.is_empty(), "messages in drafting/messages/ the code never names: {unused:?}");
    }

    #[test]
    fn every_message_renders_with_the_values_it_reads() {
        let library = Library::embedded();
        let mut problems = vec![];
        for id in library.message_ids() {
            let id = id.as_str();
            let names = library.message_values(id);
            // A value is a word or a number: a message reads each as one or the other (`| usd` needs a number).
            let words =
                Value::from_pairs(names.iter().map(|name| (name.clone(), Value::from(format!("sample {name}")))));
            let numbers = Value::from_pairs(names.iter().map(|name| (name.clone(), Value::from(2))));
            let rendered = library.render_message(id, words).or_else(|_| library.render_message(id, numbers));
            match rendered {
                Ok(text) if text.trim().is_empty() => problems.push(format!("{id}: renders empty")),
                Ok(_) => {}
                Err(e) => problems.push(format!("{id}: {e:#}")),
            }
        }
        assert!(problems.is_empty(), "{problems:#?}");
    }
}
