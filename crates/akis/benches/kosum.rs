//! `cargo bench -p akis`: one run of each mode (the model has one size).

use akis::{Kip, Secenek, Servis, kosum};

fn main() {
    divan::main();
}

/// Choreography with a missing subscription.
#[divan::bench]
fn koreografi() -> u32 {
    let s = Secenek { kip: Kip::Koreografi, eksik_abone: Some(Servis::Ucretlendirme) };
    kosum(divan::black_box(&s)).unwrap().ileti
}

/// Orchestration.
#[divan::bench]
fn orkestrasyon() -> u32 {
    kosum(divan::black_box(&Secenek::yeni(Kip::Orkestrasyon))).unwrap().ileti
}
