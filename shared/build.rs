//! Embeds every rule table (drafting/rules/*.toml) in the crate: the registry in `drafting::rules::registry` is built
//! from this list, so adding a table file adds a table without touching Rust.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dir = manifest.join("drafting").join("rules");
    // A directory here makes cargo rerun this script when any file in it is added, removed or changed.
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list the rule tables in {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .collect();
    files.sort();
    let mut list = String::from("&[\n");
    for path in &files {
        let id = path.file_stem().and_then(|s| s.to_str()).expect("rule table file names are UTF-8");
        writeln!(list, "    ({id:?}, include_str!({:?})),", path.display().to_string()).expect("writing to a String");
    }
    list.push_str("]\n");
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("rule_tables.rs");
    fs::write(&out, list).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}
