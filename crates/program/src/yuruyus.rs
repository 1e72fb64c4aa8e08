//! The walk through `olc`'s runs, point by point (the panel's walk): where each point is told in
//! each column's story and drawn on the timeline, the claims whose verdict it decides, and the
//! first table's figures so far. The figures at a point are, by definition, those of the runs
//! cut there: `olc` with the lesson's cutting flag ([`ders::Duraklar::KESEN`]) at the point's value
//! ([`ders::Duraklar::kesim`]), run again from the flags, not counted along the whole run. The
//! panel steps through it, `olc --iz --json` carries it, the lesson page lists its stops where
//! something changes.

use crate::an::{AnAnlatimi, AnRakami, AnSutunu};
use ders::an::{AYRILIK, An};
use ders::ozellik::{Cizelgede, Nokta, Yargi, hukumler};
use ders::{Degerler, Programlar};
use serde::Serialize;
use std::collections::BTreeMap;

/// Most points × columns the figures of every stop may cost together (each stop's runs are
/// run again up to it, so a walk costs about half its points squared): beyond it only the
/// first stops carry them, and a page asks for the others one at a time.
pub const BUTCE: usize = 1_000_000;

/// The walk through the runs of `olc`'s first table.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Yuruyus {
    /// The flag that cuts the runs (`tur`, `dur`): `olc --<kesen> <nokta>` prints a stop's
    /// figures.
    pub kesen: String,
    /// The columns' labels.
    pub sutunlar: Vec<String>,
    /// The first table's row labels.
    pub olculer: Vec<&'static str>,
    /// Every point of any column, in order.
    pub duraklar: Vec<Durak>,
    /// How many stops, from the first, carry their figures ([`BUTCE`]).
    pub rakamli: usize,
    /// The lesson's moments on these runs, with the run's account of each ([`crate::an`]);
    /// none off the lesson's own scenario.
    pub anlar: Vec<crate::an::AnAnlatimi>,
}

/// A point of the walk: the same cut of every column. It names its cut by `nokta` alone, so
/// that the walk grows with the run, not with its square ([`durak_komutu`] writes out the
/// fragment and the command that cut there).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Durak {
    /// The cutting flag's value (the round, or the count of points), which a page's
    /// `nokta=` also names.
    pub nokta: u32,
    /// How a reader reads it (`tur 9`, `S3 fatura`); the columns' names, if they differ.
    pub ad: String,
    /// Each column at this point (marked `bitti` where its run ended earlier).
    pub sutunlar: Vec<DurakSutunu>,
    /// The first table's figures for the runs cut here, row by row, a figure per column; left
    /// out beyond the budget.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rakamlar: Option<Vec<Vec<u32>>>,
    /// Whether something a student would call a change happens here: a claim's verdict, a
    /// moment of the lesson, or an event of the lesson's kinds ([`ders::Duraklar::DEGISIMLER`])
    /// in a column's line; a counter ticking on is none.
    pub degisir: bool,
}

/// One column at one point.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DurakSutunu {
    /// The point as this column's run reads it.
    pub ad: String,
    /// The line of the column's story that tells it, if any, as the runs cut here tell it
    /// (`olc --<kesen> <nokta> --iz`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub satir: Option<String>,
    /// Where the timeline shows it.
    pub cizelgede: Cizelgede,
    /// The claims whose verdict this point decides, in the lesson's order.
    pub degisenler: Vec<Degisen>,
    /// Whether this column's run ended before this point (it has no such point).
    pub bitti: bool,
}

impl DurakSutunu {
    /// A column whose run ended before the point.
    fn bitmis() -> Self {
        DurakSutunu {
            ad: "koşum bu noktadan önce bitti".into(),
            satir: None,
            cizelgede: Cizelgede::Yok,
            degisenler: Vec::new(),
            bitti: true,
        }
    }
}

/// A claim whose verdict changes at a point.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Degisen {
    /// Its identifier.
    pub ad: &'static str,
    /// What it says, in the lesson's words.
    pub anlam: &'static str,
    /// Its verdict from here on, as a reader reads it in this column (`bozuldu`, `tutmadı`,
    /// `görüldü`).
    pub durum: &'static str,
    /// Whether this column makes the claim.
    pub iddia_edilir: bool,
}

/// The runs of a scenario cut at a stop, as a page links them and the command line runs them.
#[derive(Debug, Clone, Serialize)]
pub struct DurakKomutu {
    /// As a URL fragment: the scenario's flags with the cutting flag at the stop's value (and
    /// a written schedule cut with it).
    pub parca: String,
    /// The command that prints the stop's figures.
    pub komut: String,
}

/// The runs of the scenario `d` describes cut at point `nokta` ([`ders::Duraklar::kes`]).
pub fn durak_komutu<D: Programlar>(d: &Degerler, nokta: u32) -> DurakKomutu {
    let ciftler = D::kes(d, nokta).ciftler(D::SENARYO);
    DurakKomutu {
        parca: crate::yazilan::parca(&ciftler),
        komut: crate::yazilan::komut_satiri::<D>(ders::Program::Olc, &ciftler),
    }
}

/// The walk through the runs of the scenario `d` describes.
pub fn yuruyus<D: Programlar>(d: &Degerler) -> Result<Yuruyus, ders::Hata> {
    yuruyus_ilerleyerek::<D>(d, &mut |_, _| {})
}

/// [`yuruyus`], telling `ilerle` how many stops of how many are built as it goes.
pub fn yuruyus_ilerleyerek<D: Programlar>(
    d: &Degerler,
    ilerle: &mut dyn FnMut(usize, usize),
) -> Result<Yuruyus, ders::Hata> {
    let taban = D::Taban::from(d);
    let sutunlar = D::sutunlar(&taban);
    let n = sutunlar.len();
    let mut duraklar: BTreeMap<u32, (Vec<DurakSutunu>, u32)> = BTreeMap::new();
    for (c, (_, s)) in sutunlar.iter().enumerate() {
        let satirlar = D::anlat(s, &D::olaylar(s)?).1;
        let hukum = hukumler::<D>(s)?;
        let mut noktalar: Vec<Nokta> = Vec::new();
        D::yuru(s, &mut |nokta, _| {
            noktalar.push(nokta);
            true
        })?;
        for (i, &nokta) in noktalar.iter().enumerate() {
            let sira = i as u32 + 1;
            let degisenler = D::OZELLIKLER
                .iter()
                .zip(&hukum)
                .filter(|(_, h)| **h == Some(nokta))
                .map(|(o, _)| {
                    let iddia_edilir = (o.iddia_edilir)(s);
                    let durum = Yargi::yeni(o.tur, true).okunus(iddia_edilir);
                    Degisen { ad: o.ad, anlam: o.anlam, durum, iddia_edilir }
                })
                .collect();
            let kesim = D::kesim(s, nokta, sira);
            // a line that also tells later points (akis: a job's) is told by the run cut here; a
            // story tells its points in order, so such a line tells the next point too
            let sonraki = noktalar.get(i + 1).and_then(|&n| D::satiri(n, &satirlar));
            let satir = match D::satiri(nokta, &satirlar) {
                Some(k) if sonraki == Some(k) => kesik_satir::<D>(d, c, kesim, nokta)?,
                k => k.map(|k| satirlar[k].clone()),
            };
            let sutun = DurakSutunu {
                ad: D::nokta_adi(s, nokta),
                satir,
                cizelgede: D::cizelgede(s, nokta),
                degisenler,
                bitti: false,
            };
            let bos = || (vec![DurakSutunu::bitmis(); n], 0);
            let durak = duraklar.entry(kesim).or_insert_with(bos);
            durak.0[c] = sutun;
            durak.1 = durak.1.max(sira);
        }
    }
    let mut harcanan = 0;
    let mut rakamli = 0;
    // the lesson's moments stand at their stops on its own scenario
    let anlarin = |nokta: u32| {
        crate::an::dersin_senaryosu::<D>(d) && D::ANLAR.iter().any(|a| a.durak == nokta)
    };
    let mut onceki: Vec<Option<String>> = vec![None; n];
    let mut sonuc = Vec::with_capacity(duraklar.len());
    let toplam = duraklar.len();
    for (nokta, (sutun, sira)) in duraklar {
        ilerle(sonuc.len(), toplam);
        harcanan += sira as usize * n;
        let rakamlar = if harcanan <= BUTCE && rakamli == sonuc.len() {
            rakamli += 1;
            Some(rakamlar::<D>(d, nokta)?)
        } else {
            None
        };
        // a change a student would call one: a claim's verdict, a moment of the lesson, or an
        // event of the lesson's kinds in a column's line (not a counter ticking on)
        let iddia = sutun.iter().any(|s| !s.degisenler.is_empty());
        let olay = sutun
            .iter()
            .zip(&onceki)
            .any(|(s, o)| ders::Degisim::var_mi(D::DEGISIMLER, o.as_deref(), s.satir.as_deref()));
        let degisir = iddia || olay || anlarin(nokta);
        onceki = sutun.iter().map(|s| s.satir.clone()).collect();
        let mut adlar: Vec<&str> =
            sutun.iter().filter(|s| !s.bitti).map(|s| s.ad.as_str()).collect();
        adlar.dedup();
        let ad = adlar.join("; ");
        sonuc.push(Durak { nokta, ad, sutunlar: sutun, rakamlar, degisir });
    }
    let sutunlar: Vec<String> = sutunlar.into_iter().map(|(ad, _)| ad).collect();
    let anlar = anlar::<D>(d, &sutunlar, &sonuc)?;
    Ok(Yuruyus {
        kesen: D::KESEN.bayrak(),
        sutunlar,
        olculer: D::OLCULER.iter().map(|o| o.ad).collect(),
        duraklar: sonuc,
        rakamli,
        anlar,
    })
}

/// The moments of lesson `D` on the walk `duraklar` through the runs of the scenario `d`
/// describes (its columns `sutunlar`), each with the run's account; none off the lesson's own
/// scenario. A stop's figures not carried in the walk are run here.
pub fn anlar<D: Programlar>(
    d: &Degerler,
    sutunlar: &[String],
    duraklar: &[Durak],
) -> Result<Vec<AnAnlatimi>, ders::Hata> {
    if !crate::an::dersin_senaryosu::<D>(d) {
        return Ok(Vec::new());
    }
    let rakamlari = |i: usize| -> Result<Vec<Vec<u32>>, ders::Hata> {
        match &duraklar[i].rakamlar {
            Some(r) => Ok(r.clone()),
            None => rakamlar::<D>(d, duraklar[i].nokta),
        }
    };
    let mut sonuc = Vec::with_capacity(D::ANLAR.len());
    for an in D::ANLAR {
        let Some(i) = duraklar.iter().position(|s| s.nokta == an.durak) else {
            continue;
        };
        let simdi = rakamlari(i)?;
        let once = if i > 0 { Some(rakamlari(i - 1)?) } else { None };
        sonuc.push(anlatim::<D>(an, i, &duraklar[i], sutunlar, &simdi, once.as_deref()));
    }
    Ok(sonuc)
}

/// Moment `an` at its stop `durak` (the `i`-th), from the stop's lines and figures.
fn anlatim<D: Programlar>(
    an: &An,
    i: usize,
    durak: &Durak,
    sutunlar: &[String],
    simdi: &[Vec<u32>],
    once: Option<&[Vec<u32>]>,
) -> AnAnlatimi {
    let sutunu = |ad: &str| sutunlar.iter().position(|s| s == ad);
    let kolonlar: Vec<(usize, &str)> =
        an.sutunlar.iter().filter_map(|&ad| Some((sutunu(ad)?, ad))).collect();
    let mut rakamlar = Vec::new();
    for anahtar in an.olculer {
        let Some(k) = D::OLCULER.iter().position(|o| o.anahtar == *anahtar) else {
            continue;
        };
        for &(c, ad) in &kolonlar {
            let (olcu, deger, onceki) = (D::OLCULER[k].ad, simdi[k][c], once.map(|o| o[k][c]));
            let okunus = match onceki {
                Some(o) if o != deger => format!("`{olcu}` {deger} (önce {o})"),
                _ => format!("`{olcu}` {deger}"),
            };
            rakamlar.push(AnRakami { olcu, sutun: ad.to_string(), deger, onceki, okunus });
        }
    }
    AnAnlatimi {
        yer: an.yer,
        konum: an.yer.okunus(),
        durak: i,
        nokta: durak.nokta,
        ad: durak.ad.clone(),
        sutunlar: kolonlar
            .iter()
            .map(|&(c, ad)| AnSutunu {
                sutun: ad.to_string(),
                satir: durak.sutunlar[c].satir.clone(),
            })
            .collect(),
        rakamlar,
        ayrilik: an.ayrilik.map(|a| format!("{AYRILIK}#{a}")),
    }
}

/// Column `c`'s line telling `nokta` in the story of the runs cut at `kesim`: what a line that
/// also tells later points says at this one.
fn kesik_satir<D: Programlar>(
    d: &Degerler,
    c: usize,
    kesim: u32,
    nokta: Nokta,
) -> Result<Option<String>, ders::Hata> {
    let taban = D::Taban::from(&D::kes(d, kesim));
    let (_, s) = &D::sutunlar(&taban)[c];
    let satirlar = D::anlat(s, &D::olaylar(s)?).1;
    Ok(D::satiri(nokta, &satirlar).map(|k| satirlar[k].clone()))
}

/// The first table's figures for the scenario `d` describes, its runs cut at point `nokta`
/// (`olc --<kesen> <nokta>`): row by row, a figure per column.
pub fn rakamlar<D: Programlar>(d: &Degerler, nokta: u32) -> Result<Vec<Vec<u32>>, ders::Hata> {
    let taban = D::Taban::from(&D::kes(d, nokta));
    let olcumler: Vec<D::Olcum> =
        D::sutunlar(&taban).iter().map(|(_, s)| D::kosum(s)).collect::<Result<_, _>>()?;
    Ok(D::OLCULER.iter().map(|o| olcumler.iter().map(|m| (o.deger)(m)).collect()).collect())
}

/// The first table's figures as `olc` prints them (the table after the first blank line), row
/// by row, the numbers after each label: what a check reads a cut run's output with, to hold
/// the walk's figures against the command line's own text.
pub fn basili_ilk_tablo(metin: &str) -> Vec<Vec<u32>> {
    let tablo = metin.split("\n\n").nth(1).unwrap_or_default();
    tablo
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().filter_map(|x| x.parse().ok()).collect())
        .collect()
}
