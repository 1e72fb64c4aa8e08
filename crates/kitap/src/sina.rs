//! `--sina`: the built site in a real browser, every lesson of the list. The site is served
//! (files only), the book's one driver plays the scenarios, the clicks and the readers' checks
//! in one browser, and each part is judged against the command line
//! ([`crate::senaryo`], [`crate::tikla`], [`crate::okur`], [`crate::boyut`]). Fails listing every difference;
//! timings are printed, never failed on.

use crate::surucu::{self, Ortak};
use crate::{Hata, boyut, okur, senaryo, sunucu, tarayici, tikla};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The driver's plan: every part, every lesson.
#[derive(Serialize)]
struct Plan<'a> {
    #[serde(flatten)]
    ortak: Ortak<'a>,
    senaryo: Vec<senaryo::SenaryoPlani>,
    tikla: Vec<tikla::TiklamaPlani>,
    okur: okur::OkurPlani,
    boyut: Vec<&'static str>,
}

/// What the driver saw.
#[derive(Deserialize)]
struct Rapor {
    senaryo: Vec<crate::gorulen::SenaryoRaporu>,
    tikla: Vec<tikla::TiklamaRaporu>,
    okur: okur::OkurRaporu,
    boyut: Vec<boyut::SayfaBoyutu>,
}

/// The plans of every part for every lesson of the list, as JSON: what `--sina` would play,
/// without a browser (`kitap --plan`; `cargo xtask prova` reads it for a new lesson).
pub fn plan_json() -> Result<String, Hata> {
    let senaryo: Vec<senaryo::SenaryoPlani> =
        dersler::DERSLER.iter().map(|&d| Ok(senaryo::plan(d)?.0)).collect::<Result<_, Hata>>()?;
    let tikla: Vec<tikla::TiklamaPlani> =
        dersler::DERSLER.iter().map(|&d| tikla::plan(d, false)).collect();
    let json = serde_json::json!({ "senaryo": senaryo, "tikla": tikla });
    serde_json::to_string_pretty(&json).map_err(|e| Hata(e.to_string()))
}

/// Plays every part against the site in `site` (with `buyuk`, the lessons' own large
/// configurations too); prints what each found and fails listing every problem.
pub fn sina(site: &Path, cumleler: &crate::anlar::Cumleler, buyuk: bool) -> Result<(), Hata> {
    let tarayici = tarayici::bul().ok_or_else(|| Hata("chromium bulunamadı".into()))?;
    let site = site.canonicalize().map_err(|e| Hata(format!("{}: {e}", site.display())))?;
    let adres = sunucu::sun(site.clone(), "127.0.0.1:0")?.to_string();
    let planlar: Vec<_> = dersler::DERSLER
        .iter()
        .map(|&d| Ok((d, senaryo::plan(d)?)))
        .collect::<Result<_, Hata>>()?;
    let plan = Plan {
        ortak: Ortak { adres: &adres, tarayici: &tarayici, kitap: &site },
        senaryo: planlar.iter().map(|(_, (p, _))| p).cloned().collect(),
        tikla: dersler::DERSLER.iter().map(|&d| tikla::plan(d, buyuk)).collect(),
        okur: okur::plan(&site)?,
        boyut: boyut::plan(),
    };
    // the release checker the pages are compared with, built before the browser starts: a
    // build still running (cargo xtask test starts it early) would slow the browser's timings
    tikla::kesif()?;
    let r: Rapor = surucu::calistir(&plan)?;
    let senaryolar: Vec<_> = planlar.into_iter().map(|(d, (_, s))| (d, s)).collect();
    let mut sorunlar = senaryo::yargila(&r.senaryo, &senaryolar);
    sorunlar.extend(tikla::yargila(&r.tikla, cumleler)?);
    sorunlar.extend(okur::yargila(&r.okur));
    sorunlar.extend(boyut::yargila(&r.boyut));
    let adlar = okur::iddia_adlari(&site);
    println!(
        "ders sayfaları: {} sayfada özellikler anlamlarıyla anılıyor; {} sorun",
        dersler::DERSLER.len(),
        adlar.len()
    );
    sorunlar.extend(adlar);
    for s in &sorunlar {
        eprintln!("  {s}");
    }
    if sorunlar.is_empty() { Ok(()) } else { Err(Hata(format!("sina: {} sorun", sorunlar.len()))) }
}
