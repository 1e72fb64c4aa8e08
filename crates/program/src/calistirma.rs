//! What a program does once its flags are read, with or without a command line: computing and
//! drawing a scenario, the equivalent command of (flag, text) pairs, the options as a form shows
//! them, and URL fragments written and read (the web panel's way of giving flags).

use crate::karsilastirma::{Karsilastirma, karsilastir};
pub use crate::ozellikler::OlcJsonu;
use crate::ozellikler::{Hikaye, ozellikler, ozellikler_ile};
pub use crate::yazilan::{
    coz, gecersiz_deger, hata_iletisi, komut_satiri, parca, parcala, program_hatasi, taninmayan,
};
use cikti::rapor::{Cikti, Rapor};
use ders::Izler;
use ders::secenek::{Girdi, IZ, KARSILASTIR, Tanim};
use ders::{Degerler, HesapSonucu, OlcSonucu, Program, ProgramHatasi, Programlar, tanimlar};
use serde::Serialize;

/// What a program computed: `olc`'s tables (in JSON with the claims on its first table's
/// runs), `olc --iz`'s story with the claims marked, or `hesap`'s tables.
#[derive(Serialize)]
#[serde(untagged, bound = "")]
pub enum ProgramSonucu<D: Programlar> {
    /// `olc` as a text or Markdown: its tables, and nothing they do not show.
    Tablolar(D::Olc),
    /// `olc --json`: the tables and the claims.
    Olc(OlcJsonu<D>),
    /// `olc --iz`.
    Iz(Hikaye<D>),
    /// `olc --karsilastir`.
    Karsilastirma(Karsilastirma<D>),
    /// `hesap`.
    Hesap(D::Hesap),
}

impl<D: Programlar> Cikti for ProgramSonucu<D> {
    fn rapor(&self) -> Rapor {
        match self {
            ProgramSonucu::Tablolar(o) => o.rapor(),
            ProgramSonucu::Olc(o) => o.olc.rapor(),
            ProgramSonucu::Iz(i) => i.rapor(),
            ProgramSonucu::Karsilastirma(k) => k.rapor(),
            ProgramSonucu::Hesap(h) => h.rapor(),
        }
    }
}

/// Computes program `p`'s result from its option values, as `--json` prints it (`olc`'s claims
/// included).
pub fn hesapla<D: Programlar>(
    p: Program,
    d: &Degerler,
) -> Result<ProgramSonucu<D>, ProgramHatasi<ders::Hata>> {
    hesapla_ile::<D>(p, d, true, &mut |_, _| {})
}

/// [`hesapla`] for the output chosen: `olc`'s claims and single changes (and the runs traced
/// for them) only when `json` prints them; `ilerleme` hearing how many single changes of how
/// many were tried when they are searched (what a terminal shows as a progress bar).
pub fn hesapla_ile<D: Programlar>(
    p: Program,
    d: &Degerler,
    json: bool,
    ilerleme: &mut dyn FnMut(usize, usize),
) -> Result<ProgramSonucu<D>, ProgramHatasi<ders::Hata>> {
    let taban = D::Taban::from(d);
    match p {
        Program::Olc if karsilastirilan(d).is_some() => {
            let ariza = karsilastirilan(d).unwrap_or_default();
            Ok(ProgramSonucu::Karsilastirma(karsilastir::<D>(d, ariza)?))
        }
        Program::Olc if d.acik(&IZ) => {
            let izler = Izler::yeni(&taban)?;
            let ozellikler = ozellikler_ile::<D>(d, &izler, false, ilerleme)?;
            let anlar = dersin_anlari::<D>(d)?;
            Ok(ProgramSonucu::Iz(Hikaye { ozellikler, izler, yuruyus: None, anlar }))
        }
        Program::Olc if !json => Ok(ProgramSonucu::Tablolar(D::Olc::hesapla(&taban)?)),
        Program::Olc => {
            let olc = D::Olc::hesapla(&taban)?;
            let ozellikler = ozellikler_ile::<D>(d, &Izler::yeni(&taban)?, false, ilerleme)?;
            Ok(ProgramSonucu::Olc(OlcJsonu { olc, ozellikler }))
        }
        Program::Hesap => {
            let varsayimlar = d.yalniz(ders::varsayim_tanimlari::<D>());
            for k in D::Hesap::KURALLAR {
                (k.denetle)(&taban, &varsayimlar)
                    .map_err(|neden| ProgramHatasi::Bayraklar(k.bayraklar, neden))?;
            }
            D::Hesap::hesapla(&taban, &varsayimlar).map(ProgramSonucu::Hesap)
        }
    }
}

/// `olc --iz`'s result `s` on the scenario `d` describes with the walk through its runs added
/// ([`crate::yuruyus`]): what `--iz --json` prints. Only the JSON carries the walk, so only it
/// pays for it (a stop's figures are runs of their own); `ilerle` hears of each stop built.
pub fn yuruyusle<D: Programlar>(
    s: ProgramSonucu<D>,
    d: &Degerler,
    ilerle: &mut dyn FnMut(usize, usize),
) -> Result<ProgramSonucu<D>, ders::Hata> {
    Ok(match s {
        ProgramSonucu::Iz(h) => {
            let y = crate::yuruyus::yuruyus_ilerleyerek::<D>(d, ilerle)?;
            ProgramSonucu::Iz(Hikaye { yuruyus: Some(y), ..h })
        }
        s => s,
    })
}

/// The second schedule `olc --karsilastir` runs beside the scenario's, if `d` gives one.
pub fn karsilastirilan(d: &Degerler) -> Option<&str> {
    match d.bul(KARSILASTIR.ad()) {
        Some(ders::secenek::Deger::Metin(m)) if !m.is_empty() => Some(m),
        _ => None,
    }
}

/// `olc --iz` on the scenario `d` describes: its runs told, with the claims on them.
pub fn hikaye<D: Programlar>(d: &Degerler) -> Result<Hikaye<D>, ders::Hata> {
    let izler = Izler::yeni(&D::Taban::from(d))?;
    let anlar = dersin_anlari::<D>(d)?;
    Ok(Hikaye { ozellikler: ozellikler::<D>(d, &izler)?, izler, yuruyus: None, anlar })
}

/// The lesson's moments on the runs of the scenario `d` describes ([`crate::an`]): on the
/// lesson's own scenario, from its walk; none on any other, without walking.
pub(crate) fn dersin_anlari<D: Programlar>(
    d: &Degerler,
) -> Result<Vec<crate::an::AnAnlatimi>, ders::Hata> {
    if !crate::an::dersin_senaryosu::<D>(d) {
        return Ok(Vec::new());
    }
    Ok(crate::yuruyus::yuruyus::<D>(d)?.anlar)
}

/// The timeline of the runs behind `olc`'s first table on the scenario `d` describes (what
/// `olc --iz` tells), as SVG: what `olc --svg` writes and the panel shows.
pub fn zaman_cizelgesi<D: Programlar>(d: &Degerler) -> Result<String, ders::Hata> {
    Ok(D::zaman(&Izler::yeni(&D::Taban::from(d))?))
}

/// A value refused: the flag (`--kira`) and the message.
pub type DegerHatasi = (String, String);

/// An option as a form shows it: what the command line's help says, from the same declaration.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SecenekTanimi {
    /// The flag without its dashes (`kira`), which is also the URL fragment's key.
    pub bayrak: String,
    /// The value's name in the help (`TUR`); none for a switch.
    pub deger_adi: Option<&'static str>,
    /// The help line: meaning, range, default.
    pub yardim: String,
    /// The default, as the help writes it.
    pub varsayilan: String,
    /// What kind of input it wants, with its range or names.
    pub girdi: Girdi,
}

/// The options of program `p` of lesson `D`, in help order.
pub fn secenek_tanimlari<D: Programlar>(p: Program) -> Vec<SecenekTanimi> {
    tanimlar::<D>(p)
        .into_iter()
        .map(|t| SecenekTanimi {
            bayrak: t.bayrak(),
            deger_adi: t.deger_adi(),
            yardim: ders::yardim::<D>(p, t),
            varsayilan: t.varsayilan().to_string(),
            girdi: t.girdi(),
        })
        .collect()
}
