#![forbid(unsafe_code)]
//! `hesap`: the model's ratios applied to K01's daily volume.

use clap::Parser;

/// Zamanlayici-Araci-Denetci: modelin bosa yurutme payini ve deneme esigini K01'in gunluk hacmine uygular.
#[derive(Parser)]
#[command(version)]
struct Arg {}

fn main() -> std::process::ExitCode {
    Arg::parse();
    k01::rapor::bas(
        "hesap",
        denetci::rapor::hesap(&denetci::Secenek::default(), &denetci::rapor::Hesap::default()),
    )
}
