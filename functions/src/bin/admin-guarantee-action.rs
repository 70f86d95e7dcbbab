//! The `admin-guarantee-action` Lambda: the shared handler behind API Gateway (an operator function: off unless ADMIN_TOKEN is set).

#[tokio::main]
async fn main() -> std::process::ExitCode {
    shared::lambda::serve(shared::api::Function::AdminGuaranteeAction).await
}
