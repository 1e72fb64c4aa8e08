#![forbid(unsafe_code)]
//! `olc`: the lesson's measurements (three columns, then the lease sweep).

use clap::Parser;

/// Lider Secimi dersinin olcumleri: yalin, citlemeli ve kalici tetikli kosum, sonra kira taramasi.
#[derive(Parser)]
#[command(version)]
struct Arg {}

fn main() {
    Arg::parse();
    match lider::rapor::olc(&lider::Secenek::default()) {
        Ok(r) => print!("{}", r.duz()),
        Err(e) => {
            eprintln!("olc: {e}");
            std::process::exit(2);
        }
    }
}
