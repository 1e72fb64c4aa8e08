#![forbid(unsafe_code)]
//! `hesap`: the model's window shares applied to K01's volumes.

use clap::Parser;

/// Lider Secimi: modelin lidersiz ve iki liderli pencere paylarini K01'in gun sonu partisine cevirir.
#[derive(Parser)]
#[command(version)]
struct Arg {}

fn main() {
    Arg::parse();
    let h = lider::rapor::Hesap::default();
    match lider::rapor::hesap(&lider::Secenek::default(), &h) {
        Ok(r) => print!("{}", r.duz()),
        Err(e) => {
            eprintln!("hesap: {e}");
            std::process::exit(2);
        }
    }
}
