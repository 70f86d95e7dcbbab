//! The `send-contact-email` Lambda: the shared handler behind API Gateway.

#[tokio::main]
async fn main() -> std::process::ExitCode {
    shared::lambda::serve(shared::api::Function::SendContactEmail).await
}
