//! Embeds the drafting data under `drafting/` in the crate, so drafting never reads a file at run time and a changed
//! file rebuilds the crate:
//! - `$OUT_DIR/drafting_library.rs`: every clause template (`clauses/**.j2`), document outline (`outlines/**.toml`),
//!   catalog file (`catalog/**.toml`) and message file (`messages/*.toml`) as a sorted list of `(path under drafting/, text)`, read by `drafting::library`;
//! - `$OUT_DIR/rule_tables.rs`: every rule table (`rules/*.toml`) as `(table id, text)`, from which
//!   `drafting::rules::registry` is built, so adding a table file adds a table without touching Rust.

use std::path::{Path, PathBuf};
use std::{env, fs, io};

fn collect(dir: &Path, extensions: &[&str], recurse: bool, out: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            if recurse {
                collect(&path, extensions, recurse, out)?;
            }
        } else if path.extension().and_then(|e| e.to_str()).is_some_and(|ext| extensions.contains(&ext)) {
            out.push(path);
        }
    }
    Ok(())
}

/// `(name, include_str!(file))` lines for a Rust slice literal.
fn entries(files: &[PathBuf], name: impl Fn(&Path) -> String) -> String {
    let mut code = String::new();
    for file in files {
        code.push_str(&format!("    ({:?}, include_str!({:?})),\n", name(file), file.display().to_string()));
    }
    code
}

fn main() -> io::Result<()> {
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR")).join("drafting");
    // Cargo scans a directory named here for any change below it, so an added or edited file rebuilds.
    println!("cargo:rerun-if-changed={}", root.display());

    let mut library = vec![];
    collect(&root.join("clauses"), &["j2"], true, &mut library)?;
    collect(&root.join("outlines"), &["toml"], true, &mut library)?;
    collect(&root.join("catalog"), &["toml"], true, &mut library)?;
    collect(&root.join("messages"), &["toml"], false, &mut library)?;
    library.sort();
    let relative =
        |file: &Path| file.strip_prefix(&root).expect("collected under the root").to_string_lossy().replace('\\', "/");
    let code = format!(
        "/// Every file of the drafting library: its path under `drafting/` and its text.\npub(crate) static FILES: &[(&str, &str)] = &[\n{}];\n",
        entries(&library, relative)
    );
    fs::write(out_dir.join("drafting_library.rs"), code)?;

    let mut tables = vec![];
    collect(&root.join("rules"), &["toml"], false, &mut tables)?;
    tables.sort();
    let id =
        |file: &Path| file.file_stem().and_then(|s| s.to_str()).expect("rule table file names are UTF-8").to_string();
    fs::write(out_dir.join("rule_tables.rs"), format!("&[\n{}]\n", entries(&tables, id)))?;
    Ok(())
}
