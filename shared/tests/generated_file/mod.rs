//! The files the SPA imports from `frontend/src/generated/`: each is written by the Rust test that owns it, from the
//! code it mirrors, and that test fails when the committed file differs (so the SPA never shows stale figures).

use serde::Serialize;
use std::path::PathBuf;

/// Compares `value`, as pretty JSON, with `frontend/src/generated/{file}`; with `update_variable` set, rewrites the
/// file instead. `test` names the test target (for the fix-it command); `drift` says what a difference means.
pub fn check_generated_json(value: &impl Serialize, file: &str, update_variable: &str, test: &str, drift: &str) {
    let mut expected = serde_json::to_string_pretty(value).expect("plain data always serialises");
    expected.push('\n');
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../frontend/src/generated").join(file);
    let command = format!("{update_variable}=1 cargo test -p shared --test {test}");
    if std::env::var_os(update_variable).is_some() {
        std::fs::write(&path, &expected).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
        return;
    }
    let committed = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {} ({e}); run `{command}`", path.display()));
    if committed != expected {
        let first_difference = committed
            .lines()
            .zip(expected.lines())
            .enumerate()
            .find(|(_, (old, new))| old != new)
            .map(|(index, (old, new))| format!("line {}: file has {old:?}, code gives {new:?}", index + 1))
            .unwrap_or_else(|| "the files differ in length".to_owned());
        panic!(
            "frontend/src/generated/{file} {drift} ({first_difference}).\nCode gives:\n{expected}\n\
             Run `{command}` and commit the rewritten file with the change."
        );
    }
}
