#![forbid(unsafe_code)]
//! `olc`: the lesson's measurements (without and with a supervisor, then the scan sweep).

use clap::Parser;

/// Zamanlayici-Araci-Denetci dersinin olcumleri: denetcisiz ve denetcili kosum, sonra tarama araligi taramasi.
#[derive(Parser)]
#[command(version)]
struct Arg {}

fn main() -> std::process::ExitCode {
    Arg::parse();
    k01::rapor::bas("olc", denetci::rapor::olc(&denetci::Secenek::default()))
}
