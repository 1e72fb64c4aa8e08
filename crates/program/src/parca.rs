//! A program run from a URL fragment, what the web panel does: the fragment stands for the
//! arguments `k=v` as `--k v` and `k` as `--k`, read by the command line's own parser, so the
//! panel refuses what the command line refuses, with the same first message; the result is the
//! same text, with the story's first screen and the timeline of the same scenario and the
//! equivalent command. The rest of the story comes on demand, a screenful at a time.
//!
//! [`Parcali`] is every call the panel makes of a lesson (its form's flags, a run, more story, a
//! click, the walk, a stop's figures, the single changes), and every lesson answers it.

use crate::calistirma::{
    DegerHatasi, SecenekTanimi, hesapla, komut_satiri, parcala, program_hatasi,
};
use crate::komut::parcayi_oku;
use crate::ozellikler::Hikaye;
use cikti::rapor::Cikti;
use ders::{Degerler, OlcSonucu, Program, ProgramHatasi, Programlar};
use serde::Serialize;

/// One run of a program without a command line (what the panel shows): the text the program
/// prints, the first screen of the story `olc --iz` tells and the timeline `olc --svg` draws for
/// the same scenario, the equivalent command; or why the values were refused.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Calisma {
    /// The program's plain output, byte for byte as on the command line.
    pub metin: String,
    /// The first [`HIKAYE_ILK`] lines of the scenario's story (`olc --iz`), what a page shows at
    /// once; [`Parcali::hikaye`] gives more on demand.
    pub iz: String,
    /// How many lines the whole story has.
    pub iz_satiri: usize,
    /// The scenario's timeline (`olc --svg`).
    pub svg: String,
    /// The equivalent command.
    pub komut: String,
    /// The refusal, as the command line words it: the flag it names (empty if none) and the
    /// message.
    pub hatalar: Vec<DegerHatasi>,
    /// A rule of the program that refused the option set (`tur 0: ...`).
    pub kural: Option<String>,
    /// The timeline's cells a click changes the schedule with: the first [`EN_COK_HUCRE`].
    pub hucreler: Vec<ders::Hucre>,
    /// Whether the timeline has more cells than those (a large run).
    pub hucre_siniri: bool,
    /// The timeline and its cells for a phone's width, where the lesson lays it out otherwise
    /// ([`ders::Resimler::dar_zaman`]).
    pub dar: Option<DarZaman>,
    /// What the timeline leaves out of a large run ([`ders::Resimler::ZAMAN_SINIRI`]; empty:
    /// nothing).
    pub zaman_siniri: &'static str,
    /// What the lesson calls its timeline ([`ders::Resimler::ZAMAN_ADI`]: `zaman çizelgesi`,
    /// `sıra diyagramı`), as the panel names it.
    pub zaman_adi: &'static str,
    /// The lesson's claims on the runs, with the single changes that flip them (as `olc
    /// --json` gives them).
    pub ozellikler: Option<crate::ozellikler::Ozellikler>,
    /// With `karsilastir`, the second schedule's side: its timeline, the cells whose fault
    /// differs, and where each column's two stories part.
    pub ikinci: Option<Ikinci>,
}

/// The timeline laid out for a phone's width.
#[derive(Debug, Clone, Default, Serialize)]
pub struct DarZaman {
    /// Its SVG.
    pub svg: String,
    /// Its cells, as many as [`Calisma::hucreler`].
    pub hucreler: Vec<ders::Hucre>,
}

/// The second side of two timings side by side, as the panel draws it under the first.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ikinci {
    /// Its schedule, as `--ariza` writes it.
    pub ariza: String,
    /// Its timeline.
    pub svg: String,
    /// Its cells.
    pub hucreler: Vec<ders::Hucre>,
    /// The cells whose fault is on in one timing and off in the other: (column, key).
    pub farkli: Vec<(String, String)>,
    /// Per column, where the stories part.
    pub ayrilma: Vec<crate::karsilastirma::Ayrilma>,
}

/// Lines of the story a run carries ([`Calisma::iz`]): a large run's story has tens of
/// thousands, and only its first screen is shown at once. (With `iz` among the options the
/// program's own text is the whole story, as on the command line.)
pub const HIKAYE_ILK: usize = 200;

/// Lines more of the story at each request for the rest ([`Parcali::hikaye`]).
pub const HIKAYE_DEVAMI: usize = 2000;

/// The first `satir` lines of a story, each with its line end.
fn ilk_satirlar(hikaye: &str, satir: usize) -> String {
    hikaye.split_inclusive('\n').take(satir).collect()
}

/// The scenario's runs told, with the claims on them (what `olc --iz`, `olc --svg` and the
/// cells are made of).
fn izler<D: Programlar>(d: &Degerler) -> Result<Hikaye<D>, String> {
    crate::calistirma::hikaye::<D>(d).map_err(|e| e.to_string())
}

/// Most cells of a timeline a page makes clickable: a large run's first column's (lider: 20 nodes
/// by 60 rounds), so that an update stays well under a tenth of a second.
pub const EN_COK_HUCRE: usize = 1200;

/// What the web panel asks of a lesson's programs, whatever the lesson's types: its form's
/// flags, and the rest by a URL fragment. The blanket impl below answers it for every lesson
/// ([`Programlar`]), so `&dyn dersler::DersKaydi`, which has it as a supertrait, reaches the
/// calls without forwarding each one.
pub trait Parcali {
    /// The flags of program `p`, as the panel's form shows them.
    fn secenek_tanimlari(&self, p: Program) -> Vec<SecenekTanimi>;

    /// Runs program `p` on a URL fragment (`kira=5&iz`), read by the command line's own parser
    /// as the arguments it stands for ([`parcayi_oku`]).
    fn calis(&self, p: Program, parca: &str) -> Calisma;

    /// The story (`olc --iz`) of fragment `parca`'s scenario up to [`HIKAYE_DEVAMI`] lines past
    /// the `gosterilen` on screen, what a page shows when the reader asks for more (the run
    /// again: a run carries only the first screen); or the command line's message if the
    /// fragment is refused.
    fn hikaye(&self, p: Program, parca: &str, gosterilen: usize) -> Result<String, String>;

    /// The walk through `olc`'s runs on fragment `parca`'s scenario as JSON
    /// ([`crate::yuruyus::Yuruyus`]), or the command line's message if the fragment is refused.
    fn yuruyus(&self, parca: &str) -> Result<String, String>;

    /// The first table's figures for fragment `parca`'s runs cut at point `nokta` (a stop of the
    /// walk beyond its budget), as JSON: row by row, a figure per column.
    fn durak_rakamlari(&self, parca: &str, nokta: u32) -> Result<String, String>;

    /// Fragment `parca`'s runs cut at point `nokta`, as JSON
    /// ([`crate::yuruyus::DurakKomutu`]: the fragment and the command that print the stop).
    fn durak_komutu(&self, parca: &str, nokta: u32) -> Result<String, String>;

    /// The URL fragment after cell `kimlik` of the timeline of fragment `parca`'s scenario is
    /// clicked: `ariza` set to the schedule the click makes
    /// ([`ders::Cizelge::ariza_degistir`]), the flags it replaces dropped
    /// ([`ders::Senaryo::ARIZAYLA_DUSEN`]), every other pair as it was; or the command line's
    /// message if the fragment is refused, or why the key names no cell.
    fn hucreye_tikla(&self, p: Program, parca: &str, kimlik: &str) -> Result<String, String>;

    /// The claims of `olc` on fragment `parca`'s scenario with every single change searched, over
    /// the budget too, `ilerleme` hearing how many of how many were tried: what the page's Web
    /// Worker computes when the reader asks, as JSON (`olc --json`'s `ozellikler`). The command
    /// line's message if the fragment is refused.
    fn tek_degisiklikler(
        &self,
        parca: &str,
        ilerleme: &mut dyn FnMut(usize, usize),
    ) -> Result<String, String>;
}

/// A result as the page reads it: JSON.
fn json(deger: impl Serialize) -> Result<String, String> {
    serde_json::to_string(&deger).map_err(|e| e.to_string())
}

impl<D: Programlar> Parcali for D {
    fn secenek_tanimlari(&self, p: Program) -> Vec<SecenekTanimi> {
        crate::calistirma::secenek_tanimlari::<D>(p)
    }

    fn calis(&self, p: Program, parca: &str) -> Calisma {
        let c = Calisma {
            komut: komut_satiri::<D>(p, &parcala(parca)),
            zaman_siniri: D::ZAMAN_SINIRI,
            zaman_adi: D::ZAMAN_ADI,
            ..Calisma::default()
        };
        let d = match parcayi_oku::<D>(p, parca) {
            Ok(d) => d,
            Err(hata) => return Calisma { hatalar: vec![hata], ..c },
        };
        // a refusal is told as the command line tells it, naming the flags and values at fault
        let ciftler = parcala(parca);
        let tanimlar = ders::tanimlar::<D>(p);
        let verilen = |t: &dyn ders::Tanim| {
            ciftler.iter().find(|(a, _)| *a == t.bayrak()).map(|(_, v)| v.clone())
        };
        let ileti = |e: ProgramHatasi<ders::Hata>| program_hatasi(&e, &tanimlar, &verilen);
        // the program's text, then the story and the timeline of the same scenario
        let kos = || -> Result<(String, Hikaye<D>, Option<Ikinci>), String> {
            // `olc`'s tables alone (its claims come with the story); `hesap` and `olc --iz` whole;
            // two timings side by side, each side's runs once
            if let (Program::Olc, Some(ariza)) = (p, crate::calistirma::karsilastirilan(&d)) {
                let k = crate::karsilastirma::karsilastir::<D>(&d, ariza).map_err(ileti)?;
                let metin = k.rapor().duz();
                let (a, b) = (D::hucreler(&k.birinci.izler), D::hucreler(&k.ikinci.izler));
                // a cell by its column (its label's start) and key: on in one timing, off in the
                // other
                let sutun = |h: &ders::Hucre| h.etiket.split(": ").next().unwrap_or("").to_string();
                let ayni = |h: &ders::Hucre, g: &ders::Hucre| {
                    g.kimlik == h.kimlik && sutun(g) == sutun(h) && g.acik == h.acik
                };
                let mut farkli: Vec<(String, String)> = a
                    .iter()
                    .filter(|h| !b.iter().any(|g| ayni(h, g)))
                    .chain(b.iter().filter(|g| !a.iter().any(|h| ayni(g, h))))
                    .map(|h| (sutun(h), h.kimlik.clone()))
                    .collect();
                farkli.sort();
                farkli.dedup();
                let ikinci = Ikinci {
                    ariza: k.ikinci.ariza.clone().unwrap_or_default(),
                    svg: D::zaman(&k.ikinci.izler),
                    hucreler: b,
                    farkli,
                    ayrilma: k.ayrilma,
                };
                let hikaye = Hikaye {
                    izler: k.birinci.izler,
                    ozellikler: k.birinci.olc.ozellikler,
                    yuruyus: None,
                    anlar: crate::calistirma::dersin_anlari::<D>(&d)
                        .map_err(|e| ileti(ProgramHatasi::Model(e)))?,
                };
                return Ok((metin, hikaye, Some(ikinci)));
            }
            let metin = match p {
                Program::Olc if !d.acik(&ders::secenek::IZ) => {
                    let olc = D::Olc::hesapla(&D::Taban::from(&d))
                        .map_err(|e| ileti(ProgramHatasi::Model(e)))?;
                    olc.rapor().duz()
                }
                _ => hesapla::<D>(p, &d).map_err(ileti)?.rapor().duz(),
            };
            let hikaye =
                crate::calistirma::hikaye::<D>(&d).map_err(|e| ileti(ProgramHatasi::Model(e)))?;
            Ok((metin, hikaye, None))
        };
        match kos() {
            Ok((metin, hikaye, ikinci)) => {
                let iz = hikaye.rapor().duz();
                let iz_satiri = iz.lines().count();
                let iz = ilk_satirlar(&iz, HIKAYE_ILK);
                let svg = D::zaman(&hikaye.izler);
                let mut hucreler = D::hucreler(&hikaye.izler);
                let hucre_siniri = hucreler.len() > EN_COK_HUCRE;
                hucreler.truncate(EN_COK_HUCRE);
                let dar = D::dar_zaman(&hikaye.izler).map(|(svg, mut hucreler)| {
                    hucreler.truncate(EN_COK_HUCRE);
                    DarZaman { svg, hucreler }
                });
                let ozellikler = (p == Program::Olc).then_some(hikaye.ozellikler);
                Calisma {
                    metin,
                    iz,
                    iz_satiri,
                    svg,
                    hucreler,
                    hucre_siniri,
                    dar,
                    ozellikler,
                    ikinci,
                    ..c
                }
            }
            Err(kural) => Calisma { kural: Some(kural), ..c },
        }
    }

    fn hikaye(&self, p: Program, parca: &str, gosterilen: usize) -> Result<String, String> {
        let d = parcayi_oku::<D>(p, parca).map_err(|(_, mesaj)| mesaj)?;
        Ok(ilk_satirlar(&izler::<D>(&d)?.rapor().duz(), gosterilen.saturating_add(HIKAYE_DEVAMI)))
    }

    fn yuruyus(&self, parca: &str) -> Result<String, String> {
        let d = parcayi_oku::<D>(Program::Olc, parca).map_err(|(_, mesaj)| mesaj)?;
        json(crate::yuruyus::yuruyus::<D>(&d).map_err(|e| e.to_string())?)
    }

    fn durak_rakamlari(&self, parca: &str, nokta: u32) -> Result<String, String> {
        let d = parcayi_oku::<D>(Program::Olc, parca).map_err(|(_, mesaj)| mesaj)?;
        json(crate::yuruyus::rakamlar::<D>(&d, nokta).map_err(|e| e.to_string())?)
    }

    fn durak_komutu(&self, parca: &str, nokta: u32) -> Result<String, String> {
        let d = parcayi_oku::<D>(Program::Olc, parca).map_err(|(_, mesaj)| mesaj)?;
        json(crate::yuruyus::durak_komutu::<D>(&d, nokta))
    }

    fn hucreye_tikla(&self, p: Program, parca: &str, kimlik: &str) -> Result<String, String> {
        let d = parcayi_oku::<D>(p, parca).map_err(|(_, mesaj)| mesaj)?;
        let ariza = D::ariza_degistir(&D::Taban::from(&d), kimlik)?;
        let mut ciftler: Vec<(String, String)> = parcala(parca)
            .into_iter()
            .filter(|(a, _)| !ders::arizayla_dusenler::<D>().iter().any(|t| t.bayrak() == *a))
            .collect();
        ciftler.push((ders::secenek::ARIZA_ADI.into(), ariza));
        Ok(crate::calistirma::parca(&ciftler))
    }

    fn tek_degisiklikler(
        &self,
        parca: &str,
        ilerleme: &mut dyn FnMut(usize, usize),
    ) -> Result<String, String> {
        let d = parcayi_oku::<D>(Program::Olc, parca).map_err(|(_, mesaj)| mesaj)?;
        let izler = ders::Izler::<D>::yeni(&D::Taban::from(&d)).map_err(|e| e.to_string())?;
        let o = crate::ozellikler::ozellikler_ile::<D>(&d, &izler, true, ilerleme);
        json(o.map_err(|e| e.to_string())?)
    }
}
