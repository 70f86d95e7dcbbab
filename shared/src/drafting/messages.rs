//! What the engine tells a customer in its own words (review notes, adaptations, required provisions, why a law
//! applies, research and screen messages), kept as minijinja templates in `drafting/messages/<area>.toml` and
//! rendered in the clause templates' environment, so one placeholder language holds for everything a customer reads
//! (decision 0036). Rust code names a message by its id, `<area>.<key>`, and passes its values by name:
//!
//! ```ignore
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::Path;

    /// Every message id named in the crate's sources: the first argument of `message(` or `fixed_message(`.
    fn ids_in_sources() -> BTreeSet<String> {
        fn visit(dir: &Path, ids: &mut BTreeSet<String>) {
            let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()));
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    visit(&path, ids);
                } else if path.extension().is_some_and(|ext| ext == "rs") {
                    let source =
                        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
                    // Code only: a comment's example names no message.
                    let code: String = source
                        .lines()
                        .filter(|line| !line.trim_start().starts_with("//"))
                        .flat_map(|line| [line, "\n"])
                        .collect();
                    for (start, _) in code.match_indices("message(") {
                        let rest = code[start + "message(".len()..].trim_start();
                        if let Some(id) = rest.strip_prefix('"').and_then(|r| r.split_once('"')).map(|(id, _)| id) {
                            if id.contains('.') && !id.contains(' ') {
                                ids.insert(id.to_string());
                            }
                        }
                    }
                }
            }
        }
        let mut ids = BTreeSet::new();
        visit(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut ids);
        ids
    }

    #[test]
    fn every_message_the_code_names_exists_and_every_message_is_named() {
        let defined: BTreeSet<String> = Library::embedded().message_ids().map(str::to_string).collect();
        let used = ids_in_sources();
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
