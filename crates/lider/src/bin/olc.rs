#![forbid(unsafe_code)]
//! `olc`: the lesson's measurements (three columns, then the lease sweep).

use clap::Parser;

/// Lider Secimi dersinin olcumleri: yalin, citlemeli ve kalici tetikli kosum, sonra kira taramasi.
#[derive(Parser)]
#[command(version)]
struct Arg {}

fn main() -> std::process::ExitCode {
    Arg::parse();
    k01::rapor::bas("olc", lider::rapor::olc(&lider::Secenek::default()))
}
