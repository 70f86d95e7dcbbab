//! The one list of the product's server functions, as the places that deploy, route and document them read it: the
//! HTTP functions ([`Function`], served at `/api/{name}` by the local server and by one Lambda each) and the
//! background ones (Lambdas no request reaches). `infra/functions.json` is written from it for the template's checks
//! (`infra/check_template.py`); the tests below hold the Lambda binaries, `docs/openapi.json` and `docs/api.md` to it.
//! Adding a function: docs/extending-the-engine.md, "Recipe: a server function".

use super::Function;
use serde_json::{json, Value};

/// A Lambda that no HTTP request reaches, and what starts it (template.yaml's event).
#[derive(Clone, Copy, Debug)]
pub struct BackgroundFunction {
    pub name: &'static str,
    pub started_by: &'static str,
}

/// The background Lambdas (`shared::lambda::serve_generation_worker`, `serve_job_sweeper`).
pub const BACKGROUND_FUNCTIONS: &[BackgroundFunction] = &[
    BackgroundFunction { name: "generation-worker", started_by: "the jobs table's stream (DynamoDB)" },
    BackgroundFunction { name: "job-sweeper", started_by: "a schedule (EventBridge, every minute)" },
];

/// What `infra/functions.json` holds: each HTTP function's name, method and whether it is the operator's (it gets
/// the admin token), and the background functions.
pub fn registry_json() -> Value {
    let http: Vec<Value> = Function::ALL
        .iter()
        .map(|function| {
            json!({
                "name": function.name(),
                "method": function.method().as_str(),
                "operator": function.is_operator(),
            })
        })
        .collect();
    let background: Vec<Value> = BACKGROUND_FUNCTIONS
        .iter()
        .map(|function| json!({ "name": function.name, "startedBy": function.started_by }))
        .collect();
    json!({
        "//": "Generated from shared/src/api (the functions! list and registry.rs); do not edit. \
               UPDATE_FUNCTIONS=1 cargo test -p shared --lib api::registry rewrites it.",
        "http": http,
        "background": background,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::PathBuf;

    fn repo_file(path: &str) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(path)
    }

    fn read(path: &str) -> String {
        std::fs::read_to_string(repo_file(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    fn every_name() -> BTreeSet<String> {
        Function::ALL
            .iter()
            .map(|f| f.name().to_string())
            .chain(BACKGROUND_FUNCTIONS.iter().map(|f| f.name.to_string()))
            .collect()
    }

    #[test]
    fn infra_functions_json_is_the_registry() {
        let path = "infra/functions.json";
        let generated = format!("{}\n", serde_json::to_string_pretty(&registry_json()).expect("JSON"));
        if std::env::var_os("UPDATE_FUNCTIONS").is_some() {
            std::fs::write(repo_file(path), &generated).expect("infra/functions.json is writable");
        }
        assert!(
            read(path) == generated,
            "{path} is not the registry: UPDATE_FUNCTIONS=1 cargo test -p shared --lib api::registry rewrites it"
        );
    }

    #[test]
    fn every_function_is_a_lambda_binary_and_every_binary_a_function() {
        let binaries: BTreeSet<String> = std::fs::read_dir(repo_file("functions/src/bin"))
            .expect("functions/src/bin")
            .filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".rs").map(str::to_string))
            .collect();
        assert_eq!(binaries, every_name(), "functions/src/bin/<name>.rs, one per function");

        // Each declared with `test = false` (functions/Cargo.toml says why), so each needs its [[bin]] entry.
        let manifest: toml::Value = toml::from_str(&read("functions/Cargo.toml")).expect("functions/Cargo.toml");
        let declared: BTreeSet<String> = manifest["bin"]
            .as_array()
            .expect("[[bin]] entries")
            .iter()
            .map(|bin| bin["name"].as_str().expect("a [[bin]] name").to_string())
            .collect();
        assert_eq!(declared, every_name(), "functions/Cargo.toml's [[bin]] entries");

        // A binary hands over to the shared function of its own name.
        for function in Function::ALL {
            let source = read(&format!("functions/src/bin/{}.rs", function.name()));
            let variant = format!("{function:?}");
            assert!(
                source.contains(&format!("shared::lambda::serve(shared::api::Function::{variant})")),
                "functions/src/bin/{}.rs serves Function::{variant}",
                function.name()
            );
        }
    }

    #[test]
    fn the_openapi_document_has_each_function_at_its_path_with_its_method_and_nothing_else() {
        let spec: Value = serde_json::from_str(&read("docs/openapi.json")).expect("docs/openapi.json");
        let paths = spec["paths"].as_object().expect("paths");
        let documented: BTreeSet<String> = paths.keys().cloned().collect();
        let registered: BTreeSet<String> = Function::ALL.iter().map(|f| format!("/api/{}", f.name())).collect();
        assert_eq!(documented, registered, "docs/openapi.json's paths");
        for function in Function::ALL {
            let operations: BTreeSet<String> =
                paths[&format!("/api/{}", function.name())].as_object().expect("operations").keys().cloned().collect();
            let method = function.method().as_str().to_lowercase();
            assert!(operations.contains(&method), "docs/openapi.json: {} has no {method}", function.name());
            let others: Vec<&String> = operations.iter().filter(|op| **op != method && *op != "head").collect();
            assert!(others.is_empty(), "docs/openapi.json: {} documents {others:?} as well", function.name());
        }
    }

    #[test]
    fn the_api_reference_describes_every_function_by_its_method_and_path() {
        let reference = read("docs/api.md");
        for function in Function::ALL {
            let call = format!("`{} /api/{}`", function.method(), function.name());
            assert!(reference.contains(&call), "docs/api.md never describes {call}");
        }
    }
}
