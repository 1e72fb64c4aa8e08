#![forbid(unsafe_code)]
//! `hesap`: the model's window shares applied to K01's volumes.

use clap::Parser;

/// Lider Secimi: modelin lidersiz ve iki liderli pencere paylarini K01'in gun sonu partisine cevirir.
#[derive(Parser)]
#[command(version)]
struct Arg {}

fn main() -> std::process::ExitCode {
    Arg::parse();
    k01::rapor::bas(
        "hesap",
        lider::rapor::hesap(&lider::Secenek::default(), &lider::rapor::Hesap::default()),
    )
}
