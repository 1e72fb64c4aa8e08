#![forbid(unsafe_code)]
//! `olc`: the lesson's measurements (three runs, trace, writes left, structure, ratios).

use clap::Parser;

/// Koreografi ve Orkestrasyon dersinin olcumleri: iki kip ve eksik abonelik, hata izi, yapisal tablo.
#[derive(Parser)]
#[command(version)]
struct Arg {}

fn main() -> std::process::ExitCode {
    Arg::parse();
    k01::rapor::bas("olc", akis::rapor::olc(akis::rapor::EKSIK_ABONE))
}
