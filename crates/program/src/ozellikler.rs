//! What `olc` says of the lesson's claims on the runs of its first table: per column, each
//! claim's verdict and the point where it broke or showed ([`ders::ozellik::hukumler`]), and the
//! single changes of the schedule that flip it ([`ders::tek_degisiklik::ara`]), each with the
//! schedule, the command and the panel link that run it. `olc --json` carries them
//! ([`Ozellikler`]); `olc --iz` marks the points in the story and names the nearest changes
//! ([`Hikaye`]).

use crate::yazilan::{komut_satiri, parca};
use cikti::rapor::{Cikti, Rapor};
use ders::ozellik::{Cizelgede, IDDIA_EDILMEZ, ISARET, Nokta, Yargi, hukumler, nokta_sayisi};
use ders::secenek::Tanim;
use ders::tek_degisiklik::{self, BUTCE, TEK_DEGISIKLIK};
use ders::{Degerler, Izler, Program, Programlar};
use serde::Serialize;

/// `olc`'s result: its tables, and the claims on its first table's runs, which only its JSON
/// carries (the printed tables are the lesson's).
#[derive(Serialize)]
#[serde(bound = "")]
pub struct OlcJsonu<D: Programlar> {
    /// The tables.
    #[serde(flatten)]
    pub olc: D::Olc,
    /// The claims.
    pub ozellikler: Ozellikler,
}

/// The claims on every column of `olc`'s first table.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ozellikler {
    /// One block per column, in the table's order.
    pub sutunlar: Vec<SutunOzellikleri>,
    /// Whether the single changes were searched, and why not.
    pub tek_degisiklik: Kapsam,
}

/// How far the single changes were searched: the schedule's cells, the columns, the budget.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Kapsam {
    /// Cells of the schedule a single change edits.
    pub hucre: usize,
    /// Columns each change runs in.
    pub sutun: usize,
    /// Points of the longest column's run, which each change replays.
    pub nokta: usize,
    /// Most cells × columns × points searched unasked ([`BUTCE`]).
    pub butce: usize,
    /// Whether they were searched (below the budget, or asked with `--tek-degisiklik`).
    pub arandi: bool,
}

/// One column's claims.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SutunOzellikleri {
    /// The column's label.
    pub sutun: String,
    /// What its run comes to, as the lesson counts it ([`ders::Tablolar::BILANCO`]): `1 parti
    /// kaçtı, 1 parti iki kez başlatıldı`; empty where none of those figures is other than 0.
    pub bilanco: String,
    /// Each claim, in the lesson's order.
    pub ozellikler: Vec<OzellikSonucu>,
}

/// One claim on one column's run.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OzellikSonucu {
    /// Its name.
    pub ad: &'static str,
    /// What it says.
    pub anlam: &'static str,
    /// `her zaman` or `bazen`.
    pub tur: &'static str,
    /// Whether this column's options make the claim (else it is judged all the same, and
    /// labelled [`IDDIA_EDILMEZ`]).
    pub iddia_edilir: bool,
    /// Its verdict over the run.
    pub durum: Yargi,
    /// Where it broke (a claim of every state) or showed (of some); left out if it never did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nokta: Option<NoktaYeri>,
    /// The single changes after which the verdict is the other, in the run's order (by their
    /// point, then node or job, then step); left out where
    /// they were not searched ([`Kapsam::arandi`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cevirenler: Option<Vec<Ceviren>>,
}

/// A point of the run: its place and how a reader reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NoktaYeri {
    /// The point, in the run's order (a round and 0, or a job and its step).
    pub nokta: Nokta,
    /// `tur 9`, `S3 fatura`.
    pub ad: String,
    /// Where the timeline shows it.
    pub cizelgede: Cizelgede,
    /// At a claim's first point, the timeline's cells of the events that decide it, where the
    /// lesson names them ([`ders::ozellik::Ozellikli::karar_hucreleri`]; else the point's cells
    /// are framed).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hucreler: Vec<String>,
}

/// A single change that flips a claim.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ceviren {
    /// The cell, by the timeline's key (`d1:8`).
    pub hucre: String,
    /// What it is set to (`ulaşılamaz`).
    pub deger: &'static str,
    /// The edited schedule, as `--ariza` writes it.
    pub ariza: String,
    /// The command that runs it.
    pub komut: String,
    /// The lesson page, its panel on the edited run.
    pub baglanti: String,
    /// The cell's point in this column's run (left out if that run never reaches it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nokta: Option<NoktaYeri>,
}

/// The claims on the runs `izler` of the scenario `d` describes; the single changes searched
/// below the budget, or above it when `d` asks (`--tek-degisiklik`).
pub fn ozellikler<D: Programlar>(d: &Degerler, izler: &Izler<D>) -> Result<Ozellikler, ders::Hata> {
    ozellikler_ile::<D>(d, izler, false, &mut |_, _| {})
}

/// [`ozellikler`], the single changes searched whatever the budget when `zorla`, `ilerleme`
/// hearing how many of them were tried (what the page's Web Worker runs on request).
pub fn ozellikler_ile<D: Programlar>(
    d: &Degerler,
    izler: &Izler<D>,
    zorla: bool,
    ilerleme: &mut dyn FnMut(usize, usize),
) -> Result<Ozellikler, ders::Hata> {
    let taban = D::Taban::from(d);
    let hukum: Vec<Vec<Option<Nokta>>> =
        izler.sutunlar.iter().map(|s| hukumler::<D>(&s.secenek)).collect::<Result<_, _>>()?;
    let kapsam = {
        let (hucre, sutun) = (D::hucre_sayisi(&taban, izler), izler.sutunlar.len());
        let mut nokta = 0;
        for s in &izler.sutunlar {
            nokta = nokta.max(nokta_sayisi::<D>(&s.secenek)?);
        }
        let istendi = zorla || (d.bilinir(TEK_DEGISIKLIK.ad()) && d.acik(&TEK_DEGISIKLIK));
        let arandi = istendi || hucre.saturating_mul(sutun).saturating_mul(nokta) <= BUTCE;
        Kapsam { hucre, sutun, nokta, butce: BUTCE, arandi }
    };
    let arama = if kapsam.arandi {
        Some(tek_degisiklik::ara(&taban, izler, &hukum, ilerleme)?)
    } else {
        None
    };
    let mut bayraklar = d.ciftler(D::SENARYO);
    // the schedule, and the flags it replaces (by their flag, as the pairs name them)
    let dusen: Vec<String> = ders::arizayla_dusenler::<D>().iter().map(|t| t.bayrak()).collect();
    bayraklar.retain(|(a, _)| !dusen.contains(a));
    let sutunlar = izler
        .sutunlar
        .iter()
        .enumerate()
        .map(|(i, sutun)| -> Result<SutunOzellikleri, ders::Hata> {
            let s = &sutun.secenek;
            let yer = |n: Nokta| NoktaYeri {
                nokta: n,
                ad: D::nokta_adi(s, n),
                cizelgede: D::cizelgede(s, n),
                hucreler: Vec::new(),
            };
            let ozellikler = D::OZELLIKLER
                .iter()
                .enumerate()
                .map(|(j, o)| OzellikSonucu {
                    ad: o.ad,
                    anlam: o.anlam,
                    tur: o.tur.ad(),
                    iddia_edilir: (o.iddia_edilir)(s),
                    durum: Yargi::yeni(o.tur, hukum[i][j].is_some()),
                    nokta: hukum[i][j].map(|n| NoktaYeri {
                        hucreler: D::karar_hucreleri(s, o.ad, n, &sutun.olaylar),
                        ..yer(n)
                    }),
                    cevirenler: arama.as_ref().map(|a| {
                        a.cevirenler[i][j]
                            .iter()
                            .map(|&k| {
                                let d = &a.degisiklikler[k];
                                let mut b = bayraklar.clone();
                                b.push((ders::secenek::ARIZA_ADI.into(), d.ariza.clone()));
                                Ceviren {
                                    hucre: d.hucre.clone(),
                                    deger: d.deger,
                                    ariza: d.ariza.clone(),
                                    komut: komut_satiri::<D>(Program::Olc, &b),
                                    baglanti: format!("{}.html#{}", D::AD, parca(&b)),
                                    nokta: d.noktalar[i].map(yer),
                                }
                            })
                            .collect()
                    }),
                })
                .collect();
            Ok(SutunOzellikleri { sutun: sutun.ad.clone(), bilanco: bilanco::<D>(s)?, ozellikler })
        })
        .collect::<Result<_, ders::Hata>>()?;
    Ok(Ozellikler { sutunlar, tek_degisiklik: kapsam })
}

/// What run `s` comes to, as the lesson counts it ([`ders::Tablolar::BILANCO`]): each of those
/// figures other than 0, said as the lesson declares it.
fn bilanco<D: Programlar>(s: &D::Secenek) -> Result<String, ders::Hata> {
    let olcum = D::kosum(s)?;
    let parcalar: Vec<String> = D::BILANCO
        .iter()
        .filter_map(|(anahtar, sablon)| {
            let o = D::OLCULER.iter().find(|o| o.anahtar == *anahtar)?;
            let n = (o.deger)(&olcum);
            (n > 0).then(|| sablon.replace("{}", &n.to_string()))
        })
        .collect();
    Ok(parcalar.join(", "))
}

/// `metin` with its first letter capitalised (ASCII `b` becomes `B`).
fn ilk_buyuk(metin: &str) -> String {
    let mut c = metin.chars();
    c.next().map_or(String::new(), |ilk| ilk.to_uppercase().chain(c).collect())
}

/// How many of a claim's nearest changes the story names.
const EN_YAKIN: usize = 3;

impl OzellikSonucu {
    /// Its verdict as a reader reads it, the column's label after it: `tutmadı (bu sütunda
    /// iddia edilmez)`. The story names a claim by its meaning; its identifier stays in JSON.
    fn hukmu(&self) -> String {
        let edilmez = if self.iddia_edilir { String::new() } else { format!(" ({IDDIA_EDILMEZ})") };
        format!("{}{edilmez}", self.durum.okunus(self.iddia_edilir))
    }

    /// The story's line about the claim's nearest changes: `» çitlemeyle ... kabul edilmez —
    /// bozuldu, tur 12. Bu tek değişiklikle tutardı: ...`.
    fn degisiklik_satiri(&self, kapsam: &Kapsam) -> String {
        let yer = self.nokta.as_ref().map_or(String::new(), |y| format!(", {}", y.ad));
        let bas = format!("{ISARET} {} — {}{yer}. ", self.anlam, self.hukmu());
        let Some(c) = &self.cevirenler else {
            return format!(
                "{bas}Tek değişiklikler aranmadı ({} hücre × {} sütun × {} nokta, bütçe {}; --{} \
                 arar)",
                kapsam.hucre,
                kapsam.sutun,
                kapsam.nokta,
                kapsam.butce,
                TEK_DEGISIKLIK.bayrak()
            );
        };
        if c.is_empty() {
            return format!("{bas}Hiçbir tek değişiklik kararı çevirmez");
        }
        let adlar: Vec<String> = c
            .iter()
            .take(EN_YAKIN)
            .map(|c| format!("{} {} (--ariza '{}')", c.hucre, c.deger, c.ariza))
            .collect();
        let daha = if c.len() > EN_YAKIN {
            format!(" ve {} değişiklik daha", c.len() - EN_YAKIN)
        } else {
            String::new()
        };
        format!("{bas}{}: {}{daha}", ilk_buyuk(self.durum.tersi()), adlar.join(", "))
    }
}

/// `olc --iz`: the runs told, each claim's point marked in its column's story with what it
/// says, and after each column a line per claim naming its nearest changes.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct Hikaye<D: Programlar> {
    /// The runs.
    #[serde(flatten)]
    pub izler: Izler<D>,
    /// The claims on them.
    pub ozellikler: Ozellikler,
    /// The walk through them, point by point, with the figures so far (`olc --iz --json`
    /// carries it; a page asks for it apart).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub yuruyus: Option<crate::yuruyus::Yuruyus>,
    /// The lesson's moments on the runs, which `olc --iz` prints after the stories (the JSON
    /// carries them in the walk).
    #[serde(skip)]
    pub anlar: Vec<crate::an::AnAnlatimi>,
}

impl<D: Programlar> Cikti for Hikaye<D> {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        for (i, (sutun, oz)) in
            self.izler.sutunlar.iter().zip(&self.ozellikler.sutunlar).enumerate()
        {
            if i > 0 {
                r.bos();
            }
            let (baslik, satirlar) = D::anlat(&sutun.secenek, &sutun.olaylar);
            r.satir(format!("{}: {baslik}", sutun.ad));
            let mut isaretler: Vec<Vec<&OzellikSonucu>> = vec![Vec::new(); satirlar.len()];
            for o in &oz.ozellikler {
                if let Some(k) = o.nokta.as_ref().and_then(|y| D::satiri(y.nokta, &satirlar)) {
                    isaretler[k].push(o);
                }
            }
            for (satir, isaret) in satirlar.iter().zip(&isaretler) {
                r.satir(format!("  {satir}"));
                for o in isaret {
                    let y = o.nokta.as_ref().map_or("", |y| y.ad.as_str());
                    r.satir(format!("    {ISARET} {y}: {} — {}", o.anlam, o.hukmu()));
                }
            }
            for o in &oz.ozellikler {
                r.satir(format!("  {}", o.degisiklik_satiri(&self.ozellikler.tek_degisiklik)));
            }
        }
        let anlar = crate::an::satirlar(&self.anlar);
        if !anlar.is_empty() {
            r.bos();
        }
        for s in anlar {
            r.satir(s);
        }
        r
    }
}
