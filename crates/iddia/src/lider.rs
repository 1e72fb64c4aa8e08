//! Lider Secimi under every schedule of pauses: in each round any set of nodes may be
//! unreachable (at most `ayni_anda` at once, and at most `butce` node-rounds in all when a
//! budget is set); triggers come at the lesson's rounds.

use crate::model::{DersModeli, Ozellik, Tur};
use crate::sinir::{Sinirlar, Yapilandirma};
use cekirdek::{Iz, Kume, Sayan, Tam, Toplar, TurOlayi, Turda};
use lider::olay::{Olay, Parti};
use lider::{Ariza, Lider, Secenek, TETIK};
use serde_json::{Value, json};

/// The lesson's model with pauses chosen by an adversary.
#[derive(Clone)]
pub struct LiderModeli {
    /// The options: nodes, lease, renewal interval, fencing, persistent trigger; `tur` is the
    /// number of rounds explored.
    pub(crate) secenek: Secenek,
    /// Most nodes unreachable in one round.
    pub(crate) ayni_anda: usize,
    /// Most node-rounds unreachable in all (`None`: no budget).
    pub(crate) butce: Option<u32>,
    /// The lesson's own schedule (node 0 unreachable from round 6 for `duraklama` rounds),
    /// which one claim asks the checker to find among the paths it explores.
    pub dersin_zamanlamasi: Option<Vec<Kume>>,
    /// The defect planted, for a mutant.
    pub(crate) kusur: Option<Kusur>,
    /// Every set of nodes the adversary may make unreachable in a round (at most `ayni_anda`),
    /// fewest first, then by their nodes: worked out once, not at every state.
    secimler: Vec<Kume>,
}

/// What the claims need besides the lesson's state, counted from the step's events.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Defter {
    /// Node-rounds of unreachability spent.
    pub(crate) harcanan: u32,
    /// Trigger starts so far: each leader that started a trigger's batch, and one for a late
    /// start of waiting requests.
    pub(crate) baslatilan: u32,
    /// Takeovers so far.
    pub(crate) devralma: u32,
    /// The last round: nodes whose work was accepted.
    pub(crate) kabul: u32,
    /// The last round: a trigger's batch started by two leaders or more.
    pub(crate) cift: bool,
    /// The last round: a stale leader's work rejected by fencing.
    pub(crate) reddedildi: bool,
    /// The last round: waiting requests started late.
    pub(crate) gec: bool,
    /// The last round: a takeover while the old leader still believed it led.
    pub(crate) inanirken_devralindi: bool,
    /// Whether every round so far had the lesson's own faults (one path only).
    pub(crate) dersle: bool,
}

/// A state of the exploration.
pub type Durum = crate::model::Durum<LiderModeli>;

/// Most nodes a check explores: the lesson's state keeps a token for each of up to 100 nodes,
/// the explored state only for these (a step unpacks it into the lesson's state and packs it
/// back, without a heap allocation).
pub const EN_COK_DUGUM: usize = 8;

/// The lesson's state as the checker keeps it: the same fields, the tokens of the first
/// [`EN_COK_DUGUM`] nodes only (the others, never in the run, stay 0). About a quarter of the
/// lesson's state, so hashing and storing millions of them is that much cheaper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(missing_docs, reason = "the fields are lider::Durum's")]
pub struct Sikisik {
    pub tur: u32,
    pub kayit: lider::Kayit,
    pub inanan: Kume,
    pub belirtec: [u16; EN_COK_DUGUM],
    pub bekleyen: u32,
    pub bekleyen_tur: u32,
}

impl Sikisik {
    /// Packs the lesson's state (its nodes past [`EN_COK_DUGUM`] must be untouched).
    fn paketle(d: &lider::Durum) -> Sikisik {
        debug_assert!(
            d.belirtec[EN_COK_DUGUM..].iter().all(|&b| b == 0),
            "a node past 8 took over"
        );
        Sikisik {
            tur: d.tur,
            kayit: d.kayit,
            inanan: d.inanan,
            belirtec: std::array::from_fn(|i| d.belirtec[i]),
            bekleyen: d.bekleyen,
            bekleyen_tur: d.bekleyen_tur,
        }
    }

    /// The lesson's state again.
    fn ac(&self) -> lider::Durum {
        let mut d = lider::Durum {
            tur: self.tur,
            kayit: self.kayit,
            inanan: self.inanan,
            bekleyen: self.bekleyen,
            bekleyen_tur: self.bekleyen_tur,
            ..lider::Durum::default()
        };
        d.belirtec[..EN_COK_DUGUM].copy_from_slice(&self.belirtec);
        d
    }
}

/// Counts one round's events into the bookkeeping (the previous round's facts cleared first).
struct Gozlem<'a> {
    defter: &'a mut Defter,
    inanan: Kume,
    lider: usize,
}

impl Toplar<Olay> for Gozlem<'_> {
    fn isle(&mut self, olay: &Olay) {
        let d = &mut *self.defter;
        match olay {
            Olay::Devralma { .. } => {
                d.devralma += 1;
                d.inanirken_devralindi |= self.inanan.icerir(self.lider);
            }
            Olay::Calisan { dugumler, reddedilen } => {
                d.kabul = dugumler.fark(*reddedilen).sayi();
                d.reddedildi = !reddedilen.bos_mu();
            }
            Olay::Parti { parti: Parti::Baslatildi { kac_kez } } => {
                d.baslatilan += kac_kez;
                d.cift = *kac_kez > 1;
            }
            Olay::Parti { parti: Parti::GecBaslatildi { .. } } => {
                d.baslatilan += 1;
                d.gec = true;
            }
            _ => {}
        }
    }
}

impl LiderModeli {
    /// A configuration: `secenek.tur` rounds of `secenek`, at most `ayni_anda` nodes down at
    /// once and `butce` node-rounds in all; at most [`EN_COK_DUGUM`] nodes.
    pub fn yeni(secenek: Secenek, ayni_anda: usize, butce: Option<u32>) -> Self {
        assert!(secenek.dugum as usize <= EN_COK_DUGUM, "a check explores at most 8 nodes");
        let n = secenek.dugum as usize;
        let mut secimler: Vec<Kume> =
            (0u128..1 << n).map(|b| Kume::ilk(n).kesisim(bitler(b))).collect();
        secimler.retain(|k| k.sayi() as usize <= ayni_anda);
        secimler.sort_by_key(|k| (k.sayi(), k.iter().collect::<Vec<_>>()));
        LiderModeli { secenek, ayni_anda, butce, dersin_zamanlamasi: None, kusur: None, secimler }
    }

    /// The same configuration, asked also to find the lesson's own schedule among the paths
    /// it explores.
    pub fn dersle(mut self) -> Self {
        let z = (1..=self.secenek.tur).map(|t| lider::dersin_arizasi(&self.secenek, t));
        self.dersin_zamanlamasi = Some(z.collect());
        self
    }

    /// One round of the lesson's step with `ulasilamayan` unreachable, this model's defect
    /// planted around it: the claims read the configured options, the step runs the broken ones.
    fn tur(&self, d: &mut lider::Durum, ulasilamayan: Kume, iz: &mut impl Iz<Olay>) {
        let s = &self.secenek;
        match self.kusur {
            None => d.tur(s, ulasilamayan, iz),
            Some(Kusur::CitlemeYok) => {
                d.tur(&Secenek { citleme: false, ..s.clone() }, ulasilamayan, iz)
            }
            Some(Kusur::TetikKaydedilmez) => {
                d.tur(&Secenek { kalici_tetik: false, ..s.clone() }, ulasilamayan, iz)
            }
            Some(Kusur::BelirtecArtmaz) => {
                // the round played once aside tells whether someone takes over; if so the record
                // goes in with its token one lower, and the takeover's increment restores it
                let (mut deneme, mut devralma) = (*d, Devralma(false));
                deneme.tur(s, ulasilamayan, &mut devralma);
                d.kayit.belirtec -= u16::from(devralma.0);
                d.tur(s, ulasilamayan, iz)
            }
        }
    }

    /// Triggers due by round `t`.
    fn tetik(t: u32) -> u32 {
        TETIK.iter().filter(|&&r| r <= t).count() as u32
    }
}

/// The set whose members are the set bits of `b`.
fn bitler(b: u128) -> Kume {
    (0..128).filter(|&i| b >> i & 1 == 1).collect()
}

impl DersModeli for LiderModeli {
    type Model = Sikisik;
    type Defter = Defter;
    type Eylem = Kume;
    type Kusur = Kusur;
    type Ders = Lider;
    const OZELLIKLER: &'static [Ozellik<Self>] = &[
        Ozellik {
            ad: "citlemeyle_tek_kabul",
            anlam: "çitlemeyle bir turda en fazla bir düğümün işi kabul edilir",
            tur: Tur::HerZaman,
            uygun: |m| m.secenek.citleme,
            kosul: |_, d| d.defter.kabul <= 1,
        },
        Ozellik {
            ad: "citlemeyle_cift_parti_yok",
            anlam: "çitlemeyle hiçbir tetiğin partisi iki düğümden kabul edilmez",
            tur: Tur::HerZaman,
            uygun: |m| m.secenek.citleme,
            kosul: |_, d| !d.defter.cift,
        },
        Ozellik {
            ad: "kalici_tetik_parti_kaybetmez",
            anlam: "çitleme ve kalıcı tetikle her tetik tam bir kez başlar ya da kayıtta bekler",
            tur: Tur::HerZaman,
            uygun: |m| m.secenek.citleme && m.secenek.kalici_tetik,
            kosul: |_, d| d.defter.baslatilan + d.model.bekleyen == LiderModeli::tetik(d.model.tur),
        },
        Ozellik {
            ad: "belirtec_yalniz_artar",
            anlam: "her devralma belirteci bir artırır; hiçbir düğümünkü kayıttakini geçmez",
            tur: Tur::HerZaman,
            uygun: |_| true,
            kosul: |m, d| {
                let k = d.model.kayit.belirtec;
                u32::from(k) == 1 + d.defter.devralma
                    && (0..m.secenek.dugum as usize).all(|i| d.model.belirtec[i] <= k)
            },
        },
        Ozellik {
            ad: "eski_lider_reddedilir",
            anlam: "eski belirteçli bir lider çalışır ve çitleme işini reddeder",
            tur: Tur::Bazen,
            uygun: |m| m.secenek.citleme,
            kosul: |_, d| d.defter.reddedildi,
        },
        Ozellik {
            ad: "tetik_gec_baslar",
            anlam: "kimsenin kabul edemediği bir tetik kayda düşer, sonraki lider geç başlatır",
            tur: Tur::Bazen,
            uygun: |m| m.secenek.kalici_tetik,
            kosul: |_, d| d.defter.gec,
        },
        Ozellik {
            ad: "eski_lider_inanirken_devralinir",
            anlam: "eski lider hâlâ lider olduğunu sanırken başka düğüm devralır",
            tur: Tur::Bazen,
            uygun: |_| true,
            kosul: |_, d| d.defter.inanirken_devralindi,
        },
        Ozellik {
            ad: "dersin_zamanlamasi",
            anlam: "dersin kendi arıza sırası (d0 6. turdan 5 tur ulaşılamaz) keşfedilen yollardan biridir",
            tur: Tur::Bazen,
            uygun: |m| m.dersin_zamanlamasi.is_some(),
            kosul: |m, d| d.defter.dersle && d.model.tur == m.secenek.tur,
        },
    ];

    fn kusur(&self) -> Option<Kusur> {
        self.kusur
    }
    fn kusur_adi(k: Kusur) -> &'static str {
        kusur_adi(k)
    }
    fn ilk(&self) -> Vec<Durum> {
        let defter = Defter { dersle: self.dersin_zamanlamasi.is_some(), ..Defter::default() };
        vec![Durum { model: Sikisik::paketle(&lider::Durum::default()), defter }]
    }

    fn eylemler(&self, d: &Durum, eylemler: &mut Vec<Kume>) {
        if d.model.tur >= self.secenek.tur {
            return;
        }
        let kalan = self.butce.map_or(u32::MAX, |b| b - d.defter.harcanan);
        eylemler.extend(self.secimler.iter().filter(|k| k.sayi() <= kalan));
    }

    fn sonraki(&self, d: &Durum, ulasilamaz: Kume) -> Durum {
        let mut sonraki = d.clone();
        sonraki.defter = Defter {
            harcanan: d.defter.harcanan + if self.butce.is_some() { ulasilamaz.sayi() } else { 0 },
            baslatilan: d.defter.baslatilan,
            devralma: d.defter.devralma,
            dersle: d.defter.dersle
                && self.dersin_zamanlamasi.as_ref().and_then(|z| z.get(d.model.tur as usize))
                    == Some(&ulasilamaz),
            ..Defter::default()
        };
        let mut gozlem = Gozlem {
            defter: &mut sonraki.defter,
            inanan: d.model.inanan,
            lider: d.model.kayit.lider,
        };
        let mut tam = sonraki.model.ac();
        self.tur(&mut tam, ulasilamaz, &mut Sayan(&mut gozlem, &mut ()));
        sonraki.model = Sikisik::paketle(&tam);
        sonraki
    }

    fn eylem_adi(&self, a: &Kume) -> String {
        if a.bos_mu() { "herkes ulaşılabilir".into() } else { format!("ulaşılamaz: {a:?}") }
    }

    fn secenek(&self) -> Secenek {
        self.secenek.clone()
    }
    fn yol_secenegi(&self, uzunluk: usize) -> Secenek {
        Secenek { tur: uzunluk as u32, ..self.secenek.clone() }
    }
    fn sinirlar(&self) -> Value {
        json!({ "dugum": self.secenek.dugum, "ayniAnda": self.ayni_anda, "tur": self.secenek.tur,
                "butce": self.butce })
    }
    fn zamanlama(&self, eylemler: &[Kume]) -> Vec<Kume> {
        eylemler.to_vec()
    }
    /// For the lesson's own schedule: the lesson's counts on the path found, beside the
    /// lesson's own run's.
    fn not(&self, ozellik: &str, eylemler: &[Kume]) -> Option<String> {
        if ozellik != "dersin_zamanlamasi" {
            return None;
        }
        let bulunan = lider::oynat(&self.secenek, eylemler, &mut ()).ok()?;
        let ders = lider::kosum(&self.secenek).ok()?;
        let ayni =
            if bulunan == ders { "dersin koşumuyla aynı" } else { "DERSİN KOŞUMUNDAN FARKLI" };
        Some(format!("sayılar: {} ({ayni})", serde_json::to_string(&bulunan).ok()?))
    }
    fn olaylar(&self, eylemler: &[Kume]) -> Vec<TurOlayi<Olay>> {
        let (mut d, mut olaylar) = (lider::Durum::default(), Vec::new());
        for (t, &u) in (1..).zip(eylemler) {
            self.tur(&mut d, u, &mut Turda(t, &mut olaylar));
        }
        olaylar
    }

    type Yazili = Ariza;
    const TUM_KOSUM: bool = true;
    /// Each node's unreachable rounds as ranges: `d0:3-4,d2:5`.
    fn yazili(&self, eylemler: &[Kume]) -> Ariza {
        let mut parcalar = Vec::new();
        for dugum in 0..self.secenek.dugum as usize {
            let mut bas = None;
            for (t, k) in (1..).zip(eylemler.iter().chain([&Kume::BOS])) {
                match (bas, k.icerir(dugum)) {
                    (None, true) => bas = Some(t),
                    (Some(b), false) => {
                        parcalar.push(format!("d{dugum}:{b}-{}", t - 1));
                        bas = None;
                    }
                    _ => {}
                }
            }
        }
        let metin = if parcalar.is_empty() { "yok".into() } else { parcalar.join(",") };
        Ariza::oku(&metin).expect("a path's nodes and rounds")
    }
    fn oku(metin: &str) -> Result<Ariza, String> {
        Ariza::oku(metin)
    }
    fn secilen(&self, d: &Durum, y: &Ariza) -> Kume {
        y.ulasilamayan(d.model.tur + 1)
    }
    fn yoldaki(&self, z: Vec<Kume>) -> Vec<Kume> {
        z
    }
    fn bayraklar(&self, uzunluk: usize) -> Vec<(String, String)> {
        let (s, ders) = (&self.secenek, Secenek::default());
        let mut b = vec![("dugum".to_string(), s.dugum.to_string())];
        if s.kira != ders.kira {
            b.push(("kira".into(), s.kira.to_string()));
        }
        if s.yenileme != ders.yenileme {
            b.push(("yenileme".into(), s.yenileme.to_string()));
        }
        b.push(("tur".into(), uzunluk.to_string()));
        b
    }
}

/// A defect planted in the lesson's model (a mutant) to show that its claims can fail: each
/// must be caught with a counterexample. Each is planted around the lesson's step, not in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kusur {
    /// Fencing rejects nothing: a stale leader's work is accepted (the step runs without
    /// fencing).
    CitlemeYok,
    /// The persistent trigger is not recorded: a trigger no leader accepts is lost (the step
    /// runs without the persistent trigger).
    TetikKaydedilmez,
    /// A takeover keeps the old token instead of issuing a larger one.
    BelirtecArtmaz,
}

/// A sink that notes whether someone took over.
struct Devralma(bool);

impl Iz<Olay> for Devralma {
    const TUTAR: bool = false;
    fn olay(&mut self, olay: impl FnOnce() -> Olay) {
        self.0 |= matches!(olay(), Olay::Devralma { .. });
    }
}

/// A defect's name as the report prints it.
pub fn kusur_adi(k: Kusur) -> &'static str {
    match k {
        Kusur::CitlemeYok => "citleme_yok",
        Kusur::TetikKaydedilmez => "tetik_kaydedilmez",
        Kusur::BelirtecArtmaz => "belirtec_artmaz",
    }
}

/// Every defect the mutants plant.
pub const KUSURLAR: [Kusur; 3] =
    [Kusur::CitlemeYok, Kusur::TetikKaydedilmez, Kusur::BelirtecArtmaz];

/// The options of the checks: the lesson's lease and renewal, fencing and the persistent
/// trigger on, `dugum` nodes, `tur` rounds.
pub fn secenek(dugum: u32, tur: u32, citleme: bool) -> Secenek {
    Secenek { dugum, tur, citleme, kalici_tetik: citleme, ..Secenek::default() }
}

/// The lesson's options a check of every timing takes: the lease and the renewal interval. The
/// nodes and rounds are its bounds (`Sinirlar`).
pub const SECENEKLER: [&Tam; 2] = [&lider::secenek::KIRA, &lider::secenek::YENILEME];

/// The lesson's flags that shape the faults, which a check of every timing chooses itself: it
/// ignores them.
pub const YOK_SAYILAN: [&str; 2] = ["duraklama", "ariza"];

/// The lesson model's own configurations under bounds `s` (no mutants), each option of
/// [`SECENEKLER`] named in `degerler` (by its key) set.
pub fn secenekli(s: &Sinirlar, degerler: &[(&str, u32)]) -> Vec<Yapilandirma<LiderModeli>> {
    let mut y = yapilandirmalar(s);
    y.retain(|(_, m)| m.kusur.is_none());
    for (_, m) in &mut y {
        for &(ad, n) in degerler {
            match ad {
                a if a == lider::secenek::KIRA.ad => m.secenek.kira = n,
                a if a == lider::secenek::YENILEME.ad => m.secenek.yenileme = n,
                _ => {}
            }
        }
    }
    y
}

/// The configurations a report checks under bounds `s`: fencing and the persistent trigger with
/// any set of `s.dugum` nodes unreachable; with `s.bes_dugum`, five nodes with at most
/// `s.ayni_anda` down (and the lesson's plain column with at most one), each asked to find the
/// lesson's own schedule; then each mutant.
pub fn yapilandirmalar(s: &Sinirlar) -> Vec<Yapilandirma<LiderModeli>> {
    let ls = |dugum, citleme| secenek(dugum, s.tur, citleme);
    let her_kume = format!("çitleme+kalıcı tetik, {} düğüm, her küme", s.dugum);
    let (lb, n) = (s.butce, s.dugum as usize);
    let mut k = vec![(her_kume.clone(), LiderModeli::yeni(ls(s.dugum, true), n, lb))];
    if s.bes_dugum {
        let e = format!("çitleme+kalıcı tetik, 5 düğüm, en çok {} aynı anda", s.ayni_anda);
        k.push((e, LiderModeli::yeni(ls(5, true), s.ayni_anda, lb).dersle()));
        let yalin = "yalın, 5 düğüm, en çok 1 aynı anda".to_string();
        k.push((yalin, LiderModeli::yeni(ls(5, false), 1, lb).dersle()));
    }
    for kusur in KUSURLAR {
        let m = LiderModeli { kusur: Some(kusur), ..LiderModeli::yeni(ls(s.dugum, true), n, lb) };
        k.push((her_kume.clone(), m));
    }
    k
}
