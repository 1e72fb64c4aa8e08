//! `cargo xtask kesif`: every lesson's invariants over its full grid, in a release build.
//! Reports per invariant the sets checked, the time and the verdict; for each violation the
//! smallest counterexample with its round-by-round account. Fails when an invariant breaks that
//! is not a documented finding, or a documented finding no longer breaks.

use crate::hata::{Hata, Sonuc};
use ders::DersKaydi;
use ders::degismez::Boy;
use std::time::Duration;

fn saniye(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

/// Runs one lesson's full grid; returns whether everything came out as documented.
fn ders(d: &dyn DersKaydi, is_parcacigi: usize) -> bool {
    let t = d.tara(Boy::Tam, is_parcacigi);
    let hiz = t.kume as f64 / t.sure.as_secs_f64().max(1e-9);
    println!(
        "{}: {} secenek kumesi, {} ({:.0} kume/s, {is_parcacigi} is parcacigi)",
        d.ad(),
        t.kume,
        saniye(t.sure),
        hiz
    );
    let mut beklendigi_gibi = true;
    for s in &t.sonuclar {
        let bulgu = d.bulgular().contains(&s.ad);
        let karar = match (&s.karsi_ornek, bulgu) {
            (None, false) => "tamam",
            (Some(_), true) => "IHLAL (bilinen bulgu, docs/bulgular.md)",
            (Some(_), false) => "IHLAL (YENI)",
            (None, true) => "TUTUYOR ama bulgu olarak kayitli",
        };
        beklendigi_gibi &= s.karsi_ornek.is_some() == bulgu;
        println!("  {:<48} {:>9} kume {:>8}  {karar}", s.ad, s.denenen, saniye(s.sure));
        println!("      {}", s.anlam);
        if let Some((k, neden)) = &s.karsi_ornek {
            println!("      en kucuk karsi ornek: {}", k.secenek);
            println!("      neden: {neden}");
            for satir in &k.anlatim {
                println!("        {satir}");
            }
        }
    }
    println!();
    beklendigi_gibi
}

/// Runs every lesson's full grid (call it from a release build: millions of model runs).
pub fn kesif() -> Sonuc {
    let is_parcacigi = std::thread::available_parallelism().map_or(2, |n| n.get());
    let bas = std::time::Instant::now();
    let mut tamam = true;
    for d in dersler::DERSLER {
        tamam &= ders(d, is_parcacigi);
    }
    println!(
        "kesif: {} toplamda; {}",
        saniye(bas.elapsed()),
        if tamam { "her degismez beklendigi gibi" } else { "BEKLENMEYEN SONUC var" }
    );
    if tamam { Ok(()) } else { Err(Hata::Bulundu("kesif: beklenmeyen sonuc".into())) }
}
