#![cfg(feature = "kesif")]
//! The lesson's search side (`kesif` feature): Lider Secimi under every schedule of pauses. In
//! each round any set of nodes may be unreachable (at most `ayni_anda` at once, and at most
//! `butce` node-rounds in all when a budget is set); triggers come at the lesson's rounds. The
//! claims are the lesson's ([`crate::ozellik`]); here are the configurations a report checks,
//! the state as the checker keeps it, the teaching mutants and how a path is written down.

use crate::olay::Olay;
use crate::secenek::{KIRA, YENILEME};
use crate::{Defter, Lider, Secenek, Zamanlama};
use arama::depo::{Acici, Paketleyici, genislik};
use arama::model::{Acik, AramaDurumu};
use arama::{
    Denetim, Kesit, Model, Ozellik, Saklama, SayfaSiniri, SinirTanimi, Sinirlar, Tasarim, Tur,
    Yapilandirma, Yazim, kusur_adi,
};
use cekirdek::adim::Adimli;
use cekirdek::{Iz, Kume, Tam, TurOlayi};
use serde_json::{Value, json};
use std::borrow::Cow;

/// The lesson's model with pauses chosen by an adversary.
#[derive(Clone)]
pub struct LiderModeli {
    /// The options: nodes, lease, renewal interval, fencing, persistent trigger; `tur` is the
    /// number of rounds explored.
    secenek: Secenek,
    /// Most nodes unreachable in one round.
    ayni_anda: usize,
    /// Most node-rounds unreachable in all (`None`: no budget).
    butce: Option<u32>,
    /// The lesson's own schedule (node 0 unreachable from round 6 for `duraklama` rounds),
    /// which a witness asks the checker to find among the paths it explores.
    dersin_zamanlamasi: Option<Vec<Kume>>,
    /// The defect planted, for a mutant.
    kusur: Option<Kusur>,
    /// The width of each field of a packed state, if they fit in a key.
    genislik: Option<Genislik>,
    /// Every set of nodes the adversary may make unreachable in a round (at most `ayni_anda`),
    /// fewest first, then by their nodes: worked out once, not at every state.
    secimler: Vec<Kume>,
}

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
    pub kayit: crate::Kayit,
    pub inanan: Kume,
    pub belirtec: [u16; EN_COK_DUGUM],
    pub bekleyen: u32,
    pub bekleyen_tur: u32,
}

impl Saklama<crate::Durum> for Sikisik {
    /// Packs the lesson's state (its nodes past [`EN_COK_DUGUM`] must be untouched).
    fn sakla(d: &crate::Durum) -> Sikisik {
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
    #[inline]
    fn ac(&self) -> crate::Durum {
        let mut d = crate::Durum::default();
        (d.tur, d.kayit, d.inanan, d.bekleyen, d.bekleyen_tur) =
            (self.tur, self.kayit, self.inanan, self.bekleyen, self.bekleyen_tur);
        d.belirtec[..EN_COK_DUGUM].copy_from_slice(&self.belirtec);
        d
    }

    fn gorunum<D: Clone>(hal: &Kesit<Sikisik, D>) -> Cow<'_, Kesit<crate::Durum, D>> {
        Cow::Owned(Kesit { model: hal.model.ac(), defter: hal.defter.clone() })
    }
}

/// The widths of a packed state's fields ([`Model::anahtar`]), from the configuration: with
/// `n` nodes and `T` rounds, a round, a renewal or a request's round fits `T`; a token `T + 1`
/// (one takeover a round at most); a start count four triggers of `n + 1` starts each.
#[derive(Debug, Clone, Copy)]
struct Genislik {
    dugum: u32,
    tur: u32,
    lider: u32,
    belirtec: u32,
    bekleyen: u32,
    baslatilan: u32,
    kabul: u32,
    harcanan: u32,
    /// All of them: the bits a key takes.
    bitler: u32,
}

impl Genislik {
    /// The widths for options `s` and budget `butce`, if the fields fit in 128 bits.
    fn yeni(s: &Secenek, butce: Option<u32>) -> Option<Genislik> {
        let (n, t) = (u64::from(s.dugum), u64::from(s.tur));
        let tetik = crate::TETIK.len() as u64;
        let mut g = Genislik {
            dugum: s.dugum,
            tur: genislik(t),
            lider: genislik(n - 1),
            belirtec: genislik(t + 1),
            bekleyen: genislik(tetik),
            baslatilan: genislik(tetik * (n + 1)),
            kabul: genislik(n),
            harcanan: genislik(butce.map_or(0, u64::from)),
            bitler: 0,
        };
        g.bitler = 4 * g.tur
            + g.lider
            + (1 + s.dugum) * g.belirtec
            + s.dugum
            + g.bekleyen
            + g.baslatilan
            + g.kabul
            + 5
            + g.harcanan;
        (g.bitler <= 128).then_some(g)
    }
}

impl LiderModeli {
    /// A configuration: `secenek.tur` rounds of `secenek`, at most `ayni_anda` nodes down at
    /// once and `butce` node-rounds in all; at most [`EN_COK_DUGUM`] nodes.
    pub fn yeni(secenek: Secenek, ayni_anda: usize, butce: Option<u32>) -> Self {
        assert!(secenek.dugum as usize <= EN_COK_DUGUM, "a check explores at most 8 nodes");
        let n = secenek.dugum as usize;
        let mut secimler: Vec<Kume> = (0u128..1 << n).map(Kume::bitlerden).collect();
        secimler.retain(|k| k.sayi() as usize <= ayni_anda);
        secimler.sort_by_key(|k| (k.sayi(), k.iter().collect::<Vec<_>>()));
        let genislik = Genislik::yeni(&secenek, butce);
        LiderModeli {
            secenek,
            ayni_anda,
            butce,
            dersin_zamanlamasi: None,
            kusur: None,
            genislik,
            secimler,
        }
    }

    /// The same configuration, asked also to find the lesson's own schedule among the paths
    /// it explores.
    pub fn dersle(mut self) -> Self {
        let z = (1..=self.secenek.tur).map(|t| crate::dersin_arizasi(&self.secenek, t));
        self.dersin_zamanlamasi = Some(z.collect());
        self
    }

    /// The lesson's own schedule this configuration is asked to find, if it is.
    pub fn dersin_zamanlamasi(&self) -> Option<&[Kume]> {
        self.dersin_zamanlamasi.as_deref()
    }

    /// The same configuration with defect `kusur` planted.
    pub fn kusurlu(self, kusur: Kusur) -> Self {
        LiderModeli { kusur: Some(kusur), ..self }
    }
}

impl Model for LiderModeli {
    type Ders = Lider;
    type Saklanan = Sikisik;
    const TANIKLAR: &'static [Ozellik<Self, AramaDurumu<Self>>] = &[Ozellik {
        ad: "dersin_zamanlamasi",
        anlam: "dersin kendi arıza sırası (d0 6. turdan 5 tur ulaşılamaz) keşfedilen yollardan biridir",
        tur: Tur::Bazen,
        iddia_edilir: |m| m.dersin_zamanlamasi.is_some(),
        kosul: |m, d| d.dersle && d.hal.model.tur == m.secenek.tur,
    }];

    fn secenek(&self) -> &Secenek {
        &self.secenek
    }

    fn eylemler(&self, d: &AramaDurumu<Self>, eylemler: &mut Vec<Kume>) {
        if d.hal.model.tur >= self.secenek.tur {
            return;
        }
        let kalan = self.butce.map_or(u32::MAX, |b| b - d.harcanan);
        eylemler.extend(self.secimler.iter().filter(|k| k.sayi() <= kalan));
    }

    /// One fault per node unreachable in the round: `d0:6-8` is three.
    fn arizalar(&self, _: &AramaDurumu<Self>, ulasilamaz: &Kume) -> u32 {
        ulasilamaz.sayi()
    }

    fn sinirlar(&self) -> Value {
        json!({ "dugum": self.secenek.dugum, "ayniAnda": self.ayni_anda, "tur": self.secenek.tur,
                "butce": self.butce })
    }

    /// Node-rounds, under a budget.
    fn harcar(&self, ulasilamaz: &Kume) -> u32 {
        if self.butce.is_some() { ulasilamaz.sayi() } else { 0 }
    }

    /// The lesson's own schedule, where this configuration is asked to find it.
    fn dersle(&self, adim: Option<(&AramaDurumu<Self>, &Kume)>) -> bool {
        let Some(z) = &self.dersin_zamanlamasi else { return false };
        adim.is_none_or(|(d, u)| z.get(d.hal.model.tur as usize) == Some(u))
    }

    /// What of the unreachable nodes the round reads: the leader, the nodes that believe they
    /// lead and, with the leader unreachable, the nodes up to the first reachable one, which
    /// takes over if the lease has run out (a lease of at least one round: a reachable leader
    /// renews it). Faults of the other nodes count, and lead to the same state.
    #[inline]
    fn etkisi(&self, d: &AramaDurumu<Self>, ulasilamaz: &Kume) -> Option<u128> {
        let (m, n) = (&d.hal.model, self.secenek.dugum as usize);
        let lider = m.kayit.lider;
        let mut okunan = m.inanan.ile(lider).bitler();
        if ulasilamaz.icerir(lider) {
            let devralan = Kume::ilk(n).fark(*ulasilamaz).olmadan(lider).en_kucuk();
            okunan |= Kume::ilk(devralan.map_or(n, |i| i + 1)).bitler();
        }
        Some(ulasilamaz.bitler() & okunan)
    }

    /// The lesson's round, this model's defect planted around it: the claims read the
    /// configured options, the step runs the broken ones.
    fn adim(
        &self,
        d: &mut crate::Durum,
        defter: &mut Defter,
        ulasilamayan: &Kume,
        iz: &mut impl Iz<TurOlayi<Olay>>,
    ) {
        let s = &self.secenek;
        match self.kusur {
            None => Lider::adim(s, d, defter, ulasilamayan, iz),
            Some(Kusur::CitlemeYok) => {
                Lider::adim(&Secenek { citleme: false, ..s.clone() }, d, defter, ulasilamayan, iz)
            }
            Some(Kusur::TetikKaydedilmez) => {
                let s = Secenek { kalici_tetik: false, ..s.clone() };
                Lider::adim(&s, d, defter, ulasilamayan, iz)
            }
            Some(Kusur::BelirtecArtmaz) => {
                // the round played once aside tells whether someone takes over; if so the record
                // goes in with its token one lower, and the takeover's increment restores it
                let (mut deneme, mut devralma) = (*d, Devralma(false));
                Lider::adim(s, &mut deneme, &mut defter.clone(), ulasilamayan, &mut devralma);
                d.kayit.belirtec -= u16::from(devralma.0);
                Lider::adim(s, d, defter, ulasilamayan, iz)
            }
        }
    }

    fn kusur(&self) -> Option<String> {
        self.kusur.as_ref().map(kusur_adi)
    }

    /// The state with the tokens of the first [`EN_COK_DUGUM`] nodes only (a configuration has
    /// at most that many; the others stay 0 in every state of the search, and the lesson's
    /// state has room for a hundred): a copy of fixed size, without a call.
    #[inline]
    fn kopyala(
        &self,
        kaynak: &Kesit<crate::Durum, Defter>,
        hedef: &mut Kesit<crate::Durum, Defter>,
    ) {
        let (k, h) = (&kaynak.model, &mut hedef.model);
        (h.tur, h.kayit, h.inanan, h.bekleyen, h.bekleyen_tur) =
            (k.tur, k.kayit, k.inanan, k.bekleyen, k.bekleyen_tur);
        h.belirtec[..EN_COK_DUGUM].copy_from_slice(&k.belirtec[..EN_COK_DUGUM]);
        hedef.defter = kaynak.defter;
    }

    /// A step is a round.
    fn derinlik(&self, d: &AramaDurumu<Self>) -> Option<usize> {
        Some(d.hal.model.tur as usize)
    }

    /// Every field in the width its configuration gives (`Genislik`): the round, the record, the
    /// believers, each node's token, the waiting requests and their round, the claims'
    /// bookkeeping, the budget spent and whether the path is the lesson's.
    #[inline]
    fn anahtar(&self, d: &Acik<Self>) -> Option<u128> {
        let g = self.genislik?;
        let (m, f) = (&d.hal.model, &d.hal.defter);
        let mut p = Paketleyici::default();
        p.yaz(m.tur.into(), g.tur)
            .yaz(m.kayit.lider as u64, g.lider)
            .yaz(m.kayit.son_yenileme.into(), g.tur)
            .yaz(m.kayit.belirtec.into(), g.belirtec)
            .yaz(u64::try_from(m.inanan.bitler()).expect("at most 8 nodes"), g.dugum);
        for &b in &m.belirtec[..g.dugum as usize] {
            p.yaz(b.into(), g.belirtec);
        }
        p.yaz(m.bekleyen.into(), g.bekleyen)
            .yaz(m.bekleyen_tur.into(), g.tur)
            .yaz(f.baslatilan.into(), g.baslatilan)
            .yaz(f.devralma.into(), g.tur)
            .yaz(f.kabul.into(), g.kabul)
            .yaz(u64::from(f.cift), 1)
            .yaz(u64::from(f.reddedildi), 1)
            .yaz(u64::from(f.gec), 1)
            .yaz(u64::from(f.inanirken_devralindi), 1)
            .yaz(d.harcanan.into(), g.harcanan)
            .yaz(u64::from(d.dersle), 1);
        debug_assert!(m.belirtec[g.dugum as usize..].iter().all(|&b| b == 0));
        debug_assert_eq!(p.yazilan(), g.bitler);
        Some(p.anahtar())
    }

    fn anahtar_bitleri(&self) -> u32 {
        self.genislik.map_or(128, |g| g.bitler)
    }

    #[inline]
    fn anahtardan(&self, k: u128) -> Acik<Self> {
        let g = self.genislik.expect("a configuration that packs its states");
        let mut a = Acici(k);
        let mut oku = |w| a.oku(w) as u32;
        let mut d = crate::Durum { tur: oku(g.tur), ..crate::Durum::default() };
        d.kayit = crate::Kayit {
            lider: oku(g.lider) as usize,
            son_yenileme: oku(g.tur),
            belirtec: oku(g.belirtec) as u16,
        };
        d.inanan = Kume::bitlerden(oku(g.dugum).into());
        for b in &mut d.belirtec[..g.dugum as usize] {
            *b = oku(g.belirtec) as u16;
        }
        (d.bekleyen, d.bekleyen_tur) = (oku(g.bekleyen), oku(g.tur));
        let defter = Defter {
            baslatilan: oku(g.baslatilan),
            devralma: oku(g.tur),
            kabul: oku(g.kabul),
            cift: oku(1) == 1,
            reddedildi: oku(1) == 1,
            gec: oku(1) == 1,
            inanirken_devralindi: oku(1) == 1,
        };
        let (harcanan, dersle) = (oku(g.harcanan), oku(1) == 1);
        Acik { hal: Kesit { model: d, defter }, harcanan, dersle }
    }

    /// A step is a round: every path ends by the run's last.
    fn derinlik_siniri(&self) -> Option<usize> {
        Some(self.secenek.tur as usize)
    }

    fn eylem_adi(&self, a: &Kume) -> String {
        if a.bos_mu() { "herkes ulaşılabilir".into() } else { format!("ulaşılamaz: {a:?}") }
    }

    fn yol_secenegi(&self, uzunluk: usize) -> Secenek {
        Secenek { tur: uzunluk as u32, ..self.secenek.clone() }
    }

    /// For the lesson's own schedule: the lesson's counts on the path found, beside the
    /// lesson's own run's.
    fn not(&self, ozellik: &str, eylemler: &[Kume]) -> Option<String> {
        if ozellik != Self::TANIKLAR[0].ad {
            return None;
        }
        let bulunan = cekirdek::adim::oynat::<Lider>(&self.secenek, eylemler, &mut ()).ok()?;
        let ders = crate::kosum(&self.secenek).ok()?;
        let ayni =
            if bulunan == ders { "dersin koşumuyla aynı" } else { "DERSİN KOŞUMUNDAN FARKLI" };
        Some(format!("sayılar: {} ({ayni})", serde_json::to_string(&bulunan).ok()?))
    }
}

impl Yazim for LiderModeli {
    type Yazili = Zamanlama;

    /// Each node's unreachable rounds as ranges: `d0:3-4,d2:5`.
    fn yazili(&self, eylemler: &[Kume]) -> Zamanlama {
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
        Zamanlama::oku(&arama::yazim::yazi(&parcalar)).expect("a path's nodes and rounds")
    }

    fn secilen(&self, d: &AramaDurumu<Self>, y: &Zamanlama) -> Kume {
        y.ulasilamayan(d.hal.model.tur + 1)
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

impl Kusur {
    /// Every defect the mutants plant.
    pub const HEPSI: [Kusur; 3] =
        [Kusur::CitlemeYok, Kusur::TetikKaydedilmez, Kusur::BelirtecArtmaz];
}

/// A sink that notes whether someone took over.
struct Devralma(bool);

impl Iz<TurOlayi<Olay>> for Devralma {
    const TUTAR: bool = false;
    fn olay(&mut self, olay: impl FnOnce() -> TurOlayi<Olay>) {
        self.0 |= matches!(olay().olay, Olay::Devralma { .. });
    }
}

/// The options of the checks: the lesson's lease and renewal, fencing and the persistent
/// trigger on, `dugum` nodes, `tur` rounds.
pub fn secenek(dugum: u32, tur: u32, citleme: bool) -> Secenek {
    Secenek { dugum, tur, citleme, kalici_tetik: citleme, ..Secenek::default() }
}

/// Nodes of the configuration where any set of them may be unreachable.
pub const DUGUM: SinirTanimi = SinirTanimi {
    anahtar: "dugum",
    anlam: "her kümesi ulaşılamaz olabilen düğüm sayısı",
    tam: Some(3),
    kucuk: Some(3),
    // the designs' table of the report is the lesson's own five nodes (the fewest-faults
    // searches of its three designs: 19 million states in all, about 20 s on two cores); the
    // report's plain checks and mutants stay at three
    tasarim: Some(5),
    en_az: 2,
    // five nodes take about 3.6 million states, 10.5 million in the fewest-faults search, and
    // about 400 MB; each node more multiplies them by 6 to 8 (six: 19 million states and 4.2 GB
    // on stateright), past what the report and the page check in good time
    en_cok: 5,
    sayfa: Some(SayfaSiniri {
        alt: 2,
        ust: 5,
        neden: "her düğüm durumları 6-8 katına çıkarır: 5 düğümde en az arıza araması 10,5 \
                milyon duruma, bir dakikaya ve 400 MB'a varır; 6 düğüm bu sayfaya sığmaz",
        kesfedilen: &[569_898, 2_597_550, 38_358_806, 529_807_702],
    }),
};

/// Most nodes unreachable at once in the five-node configuration.
pub const AYNI_ANDA: SinirTanimi = SinirTanimi {
    anahtar: "ayniAnda",
    anlam: "5 düğümde aynı anda en çok ulaşılamaz düğüm",
    tam: Some(2),
    kucuk: Some(2),
    tasarim: None,
    en_az: 0,
    en_cok: 5,
    sayfa: Some(SayfaSiniri {
        alt: 1,
        ust: 2,
        neden: "5 düğümde aynı anda 3 ve fazlası, her kümeninkine yaklaşır",
        kesfedilen: &[],
    }),
};

/// Rounds explored: by default the lesson's run.
pub const TUR: SinirTanimi = SinirTanimi {
    anahtar: "tur",
    anlam: "tur sayısı",
    tam: Some(crate::secenek::TUR.varsayilan),
    kucuk: Some(14),
    tasarim: None,
    en_az: 1,
    // the states grow about 45 times from 24 rounds to 48 (2.9 million, 1.6 GiB, under a
    // minute with three nodes) and keep growing faster than the rounds
    en_cok: 48,
    sayfa: None,
};

/// Node-rounds of unreachability in all.
pub const BUTCE: SinirTanimi = SinirTanimi {
    anahtar: "butce",
    anlam: "ulaşılamaz düğüm-tur bütçesi (verilmezse sınırsız)",
    tam: None,
    kucuk: None,
    tasarim: None,
    en_az: 0,
    en_cok: 1_000_000,
    sayfa: None,
};

impl Denetim for Lider {
    type Model = LiderModeli;
    const SINIRLAR: &'static [SinirTanimi] = &[DUGUM, AYNI_ANDA, TUR, BUTCE];
    /// The lease and the renewal interval; the nodes and rounds are its bounds.
    const SECENEKLER: &'static [&'static Tam] = &[&KIRA, &YENILEME];
    const YOK_SAYILAN: &'static [&'static str] = &["duraklama", ders::secenek::ARIZA_ADI];
    /// Fencing and the persistent trigger with any set of `dugum` nodes unreachable; at the
    /// report's bounds, five nodes with at most `ayniAnda` down (and the lesson's plain column
    /// with at most one), each asked to find the lesson's own schedule; then each mutant.
    fn yapilandirmalar(s: &Sinirlar) -> Vec<Yapilandirma<LiderModeli>> {
        let (dugum, tur) = (s.sayi(&DUGUM), s.sayi(&TUR));
        let (ayni_anda, butce) = (s.sayi(&AYNI_ANDA) as usize, s.deger(&BUTCE));
        let ls = |dugum, citleme| secenek(dugum, tur, citleme);
        let her_kume = format!("çitleme+kalıcı tetik, {dugum} düğüm, her küme");
        let her = || LiderModeli::yeni(ls(dugum, true), dugum as usize, butce);
        let mut k = vec![(her_kume.clone(), her())];
        if s.boy == ders::degismez::Boy::Tam {
            let e = format!("çitleme+kalıcı tetik, 5 düğüm, en çok {ayni_anda} aynı anda");
            k.push((e, LiderModeli::yeni(ls(5, true), ayni_anda, butce).dersle()));
            let yalin = "yalın, 5 düğüm, en çok 1 aynı anda".to_string();
            k.push((yalin, LiderModeli::yeni(ls(5, false), 1, butce).dersle()));
        }
        k.extend(Kusur::HEPSI.map(|kusur| (her_kume.clone(), her().kusurlu(kusur))));
        k
    }

    /// The first table's three columns with any set of `dugum` nodes unreachable over `tur`
    /// rounds.
    fn tasarimlar(s: &Sinirlar, degerler: &[(&str, u32)]) -> Vec<Tasarim<LiderModeli>> {
        let dugum = s.sayi(&DUGUM);
        let tur = s.sayi(&TUR);
        let butce = s.deger(&BUTCE);
        let tasarim = |ad: &'static str, citleme, kalici_tetik| {
            let secenek = Secenek { citleme, kalici_tetik, ..secenek(dugum, tur, citleme) };
            let mut model = LiderModeli::yeni(secenek, dugum as usize, butce);
            Self::secenekle(&mut model, degerler);
            Tasarim { ad, kontrol: format!("{ad}, {dugum} düğüm, {tur} tur, her küme"), model }
        };
        vec![
            tasarim("yalın", false, false),
            tasarim("çitleme", true, false),
            tasarim("çitleme+kalıcı tetik", true, true),
        ]
    }

    fn secenekle(m: &mut LiderModeli, degerler: &[(&str, u32)]) {
        for &(ad, n) in degerler {
            match ad {
                a if a == KIRA.ad => m.secenek.kira = n,
                a if a == YENILEME.ad => m.secenek.yenileme = n,
                _ => {}
            }
        }
    }
}
