//! `cargo xtask kesif`: every lesson's invariants over its full grid, in a release build.
//! Reports per invariant the sets checked, the time and the verdict; for each violation the
//! smallest counterexample with its round-by-round account. Exits 1 when an invariant fails
//! that is not a documented finding, or a documented finding no longer fails.

use k01::kesif::{Degismez, Izgara, Tarama, tara};
use serde::Serialize;
use std::time::Duration;

/// One lesson's grid and invariants.
struct Ders<const N: usize, S: 'static, O: 'static> {
    ad: &'static str,
    izgara: Izgara<N>,
    kume: fn([u32; N]) -> S,
    kos: fn(&S) -> O,
    degismezler: &'static [Degismez<S, O>],
    bulgular: &'static [&'static str],
    anlat: fn(&S) -> Vec<String>,
}

fn saniye(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

/// A counterexample told: its options (JSON), why it breaks the invariant, its run.
fn ornek_metni<S: Serialize>(k: &S, neden: &str, anlat: fn(&S) -> Vec<String>) -> String {
    let mut metin = format!(
        "en kucuk karsi ornek: {}\nneden: {neden}\n",
        serde_json::to_string(k).unwrap_or_default()
    );
    for satir in anlat(k) {
        metin += &format!("  {satir}\n");
    }
    metin
}

/// The smallest counterexample of invariant `ad` over the lesson's test grid (the one `cargo
/// test` checks), told as [`kesif`] tells it: for the docs' findings page.
pub fn karsi_ornek(ders: &str, ad: &str) -> Result<String, String> {
    fn bul<const N: usize, S: Serialize + Send + Sync, O>(
        izgara: &Izgara<N>,
        kume: fn([u32; N]) -> S,
        kos: fn(&S) -> O,
        degismezler: &[Degismez<S, O>],
        anlat: fn(&S) -> Vec<String>,
        ad: &str,
    ) -> Result<String, String> {
        let i = degismezler
            .iter()
            .position(|d| d.ad == ad)
            .ok_or_else(|| format!("'{ad}' diye bir degismez yok"))?;
        let t = tara(izgara, kume, kos, &degismezler[i..=i], 2);
        match &t.sonuclar[0].karsi_ornek {
            Some((k, neden)) => Ok(ornek_metni(k, neden, anlat)),
            None => Ok(format!("{ad}: {} kumede ihlal yok\n", t.kume)),
        }
    }
    match ders {
        "lider" => {
            use lider::degismez as d;
            bul(&d::KUCUK, d::kume, d::kos, &d::DEGISMEZLER, d::anlat, ad)
        }
        "denetci" => {
            use denetci::degismez as d;
            bul(&d::KUCUK, d::kume, d::kos, &d::DEGISMEZLER, d::anlat, ad)
        }
        "akis" => {
            use akis::degismez as d;
            bul(&d::TAM, d::kume, d::kos, &d::DEGISMEZLER, d::anlat, ad)
        }
        _ => Err(format!("'{ders}' diye bir ders yok")),
    }
}

/// Runs one lesson; returns whether everything came out as documented.
fn ders<const N: usize, S: Serialize + Send + Sync + 'static, O: 'static>(
    d: &Ders<N, S, O>,
    is_parcacigi: usize,
) -> bool {
    let t: Tarama<S> = tara(&d.izgara, d.kume, d.kos, d.degismezler, is_parcacigi);
    let hiz = t.kume as f64 / t.sure.as_secs_f64().max(1e-9);
    println!(
        "{}: {} secenek kumesi, {} ({:.0} kume/s, {is_parcacigi} is parcacigi)",
        d.ad,
        t.kume,
        saniye(t.sure),
        hiz
    );
    let mut beklendigi_gibi = true;
    for s in &t.sonuclar {
        let bulgu = d.bulgular.contains(&s.ad);
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
            println!(
                "      en kucuk karsi ornek: {}",
                serde_json::to_string(k).unwrap_or_default()
            );
            println!("      neden: {neden}");
            for satir in (d.anlat)(k) {
                println!("        {satir}");
            }
        }
    }
    println!();
    beklendigi_gibi
}

/// Runs every lesson's full grid.
pub fn kesif() -> bool {
    let is_parcacigi = std::thread::available_parallelism().map_or(2, |n| n.get());
    let bas = std::time::Instant::now();
    let lider = ders(
        &Ders {
            ad: "lider",
            izgara: lider::degismez::TAM,
            kume: lider::degismez::kume,
            kos: lider::degismez::kos,
            degismezler: &lider::degismez::DEGISMEZLER,
            bulgular: &lider::degismez::BULGULAR,
            anlat: lider::degismez::anlat,
        },
        is_parcacigi,
    );
    let denetci = ders(
        &Ders {
            ad: "denetci",
            izgara: denetci::degismez::TAM,
            kume: denetci::degismez::kume,
            kos: denetci::degismez::kos,
            degismezler: &denetci::degismez::DEGISMEZLER,
            bulgular: &denetci::degismez::BULGULAR,
            anlat: denetci::degismez::anlat,
        },
        is_parcacigi,
    );
    let akis = ders(
        &Ders {
            ad: "akis",
            izgara: akis::degismez::TAM,
            kume: akis::degismez::kume,
            kos: akis::degismez::kos,
            degismezler: &akis::degismez::DEGISMEZLER,
            bulgular: &akis::degismez::BULGULAR,
            anlat: akis::degismez::anlat,
        },
        is_parcacigi,
    );
    let tamam = lider && denetci && akis;
    println!(
        "kesif: {} toplamda; {}",
        saniye(bas.elapsed()),
        if tamam { "her degismez beklendigi gibi" } else { "BEKLENMEYEN SONUC var" }
    );
    tamam
}
