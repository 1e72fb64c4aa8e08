#![forbid(unsafe_code)]
//! `hesap`: the model's per-job ratios applied to K01's daily volume and window.

use clap::Parser;

/// Koreografi ve Orkestrasyon: modelin is basina oranlarini K01'in gunluk hacmine ve penceresine uygular.
#[derive(Parser)]
#[command(version)]
struct Arg {}

fn main() -> std::process::ExitCode {
    Arg::parse();
    k01::rapor::bas(
        "hesap",
        akis::rapor::hesap(akis::rapor::EKSIK_ABONE, &akis::rapor::Hesap::default()),
    )
}
