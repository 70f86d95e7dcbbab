//! Embeds the drafting library (clause templates and document outlines under `drafting/`) in the binary: writes
//! `$OUT_DIR/drafting_library.rs`, a sorted list of `(path, include_str!(file))`, so drafting never reads a file at
//! run time and a changed template rebuilds the crate.

use std::path::{Path, PathBuf};
use std::{env, fs, io};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect(&path, out)?;
        } else if matches!(path.extension().and_then(|e| e.to_str()), Some("j2" | "toml")) {
            out.push(path);
        }
    }
    Ok(())
}

fn main() -> io::Result<()> {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR")).join("drafting");
    // Cargo scans a directory named here for any change below it, so an added or edited file rebuilds.
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = vec![];
    collect(&root, &mut files)?;
    files.sort();
    let mut code = String::from("/// Every file of the drafting library: its path under `drafting/` and its text.\npub(crate) static FILES: &[(&str, &str)] = &[\n");
    for file in &files {
        let name = file.strip_prefix(&root).expect("collected under the root").to_string_lossy().replace('\\', "/");
        code.push_str(&format!("    ({name:?}, include_str!({:?})),\n", file.display().to_string()));
    }
    code.push_str("];\n");
    fs::write(PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("drafting_library.rs"), code)
}
