//! Zamanlayici–Araci–Denetci under every schedule of faults: each execution of a step, first or
//! re-driven, of the first `arizali` jobs may be done, hang silently (executed, no record) or
//! fail permanently, within a budget of `butce` faults; the other jobs run without faults.
//!
//! Jobs do not interact in the model: a round's agent, supervisor and scheduler each decide per
//! job from that job's record and the round alone (the supervisor reads every record, but only
//! counts them). So every behaviour of one job under faults appears with the first job faulty,
//! and the fault-free jobs only add one fixed, deterministic history. The claims speak of one
//! job or of each job alone; two faulty jobs cover how a shared budget is split. The test
//! `isler_birbirini_etkilemez` checks this against a run with three faulty jobs.

use crate::model::{DersModeli, Ozellik, Tur};
use crate::sinir::{Sinirlar, Yapilandirma};
use cekirdek::{Iz, Kume, Sayan, Tam, Toplar, TurOlayi, Turda};
use denetci::olay::{Olay, Sonuc};
use denetci::secenek::{self, DENEME_SINIRI};
use denetci::{ADIM, Ariza, Denetci, Hal, ISLER, Secenek, TurArizasi, Zamanlama};
use serde_json::{Value, json};

/// The lesson's model with step outcomes chosen by an adversary.
#[derive(Clone)]
pub struct DenetciModeli {
    /// The options: supervisor on or off, scan interval, lease, retry threshold; `tur` is the
    /// number of rounds explored.
    pub(crate) secenek: Secenek,
    /// How many jobs (the first ones) may meet faults.
    pub(crate) arizali: usize,
    /// Most faults (hangs and failures) in all.
    pub(crate) butce: u32,
    /// The defect planted, for a mutant.
    pub(crate) kusur: Option<Kusur>,
}

/// What the claims need besides the lesson's state, counted from the step's events.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Defter {
    /// Faults spent.
    pub(crate) harcanan: u32,
    /// Jobs that settled (completed or compensated) at least once.
    pub(crate) yerlesen: Kume,
    /// Jobs that met a hang or a failure.
    pub(crate) asilan: Kume,
    /// Jobs that met a permanent failure.
    pub(crate) kalici_hatali: Kume,
    /// Jobs whose hung step was re-driven (the work runs a second time).
    pub(crate) bosa_surulen: Kume,
    /// Per job, the step whose record came (1 + its place in [`ADIM`]; 0: none yet).
    pub(crate) kaydi_gelen: [u8; ISLER.len()],
    /// The last round: a job settled a second time.
    pub(crate) iki_kez_yerlesti: bool,
    /// The last round: a step's work ran again after its record had come (no hang).
    pub(crate) asilisiz_tekrar: bool,
    /// The last round: a hung step was re-driven.
    pub(crate) bosa: bool,
    /// The last round: a job whose step had hung completed.
    pub(crate) kurtarildi: bool,
    /// The last round: a job that met a permanent failure was compensated.
    pub(crate) telafi: bool,
}

/// A state of the exploration.
pub type Durum = crate::model::Durum<DenetciModeli>;

impl Toplar<TurOlayi<Olay>> for Defter {
    fn isle(&mut self, k: &TurOlayi<Olay>) {
        match k.olay {
            Olay::Yurutuldu { is, adim } => {
                let a = adim as u8 + 1;
                self.asilisiz_tekrar |= self.kaydi_gelen[is] == a;
                self.kaydi_gelen[is] = a;
            }
            Olay::KayitDusmedi { is, adim, neden } => {
                let a = adim as u8 + 1;
                self.asilisiz_tekrar |= neden == Sonuc::Asili && self.kaydi_gelen[is] == a;
                self.asilan = self.asilan.ile(is);
                if neden == Sonuc::Kalici {
                    self.kalici_hatali = self.kalici_hatali.ile(is);
                }
            }
            Olay::YenidenSurdu { is, bosa: true, .. } => {
                self.bosa = true;
                self.bosa_surulen = self.bosa_surulen.ile(is);
            }
            Olay::Bitti { is } => {
                self.iki_kez_yerlesti |= self.yerlesen.icerir(is);
                self.kurtarildi |= self.bosa_surulen.icerir(is);
                self.yerlesen = self.yerlesen.ile(is);
            }
            Olay::TelafiEdildi { is, .. } => {
                self.iki_kez_yerlesti |= self.yerlesen.icerir(is);
                self.telafi |= self.kalici_hatali.icerir(is);
                self.yerlesen = self.yerlesen.ile(is);
            }
            _ => {}
        }
    }
}

impl DenetciModeli {
    /// A configuration: `secenek.tur` rounds, the first `arizali` jobs faulty, at most `butce`
    /// faults.
    pub fn yeni(secenek: Secenek, arizali: usize, butce: u32) -> Self {
        DenetciModeli { secenek, arizali, butce, kusur: None }
    }

    /// One round of the lesson's step with faults `ariza`, this model's defect planted around
    /// it: the claims read the configured options, the step runs the broken ones or a record
    /// the defect has changed.
    fn tur(&self, d: &mut denetci::Durum, ariza: &TurArizasi, iz: &mut impl Iz<Olay>) {
        let (s, t) = (&self.secenek, d.tur + 1);
        // jobs whose step the agent executes this round, and those it leaves alone
        let yurutulen = |k: &denetci::Kayit| k.hal == Hal::Yuruyor && t == k.basladi + 1;
        let suresi_dolan = |k: &denetci::Kayit| t - k.basladi >= s.kira && t != k.basladi + 1;
        match self.kusur {
            None => {}
            Some(Kusur::EsikYok) => {
                let esiksiz = Secenek { deneme_siniri: DENEME_SINIRI.aralik.ust, ..s.clone() };
                return d.tur(&esiksiz, ariza, iz);
            }
            Some(Kusur::DenetciHaleBakmaz) if s.denetci && t % s.tarama == 0 => {
                // the supervisor sees every unsettled job whose lease ran out as running
                for k in d.isler.iter_mut().filter(|k| k.hal != Hal::Bitti && suresi_dolan(k)) {
                    k.hal = Hal::Yuruyor;
                }
            }
            Some(Kusur::DenetciHaleBakmaz) => {}
            Some(Kusur::KayitIlerletmez) => {
                // a done step's record comes, but the job waits for the same step again; the
                // records are told in their place among the agent's events
                let mut kayitlar = Vec::new();
                for (is, k) in d.isler.iter_mut().enumerate() {
                    if yurutulen(k) && ariza.sonuc(is, k) == Sonuc::Tamam {
                        (k.deneme, k.hal) = (0, Hal::Bekliyor);
                        kayitlar.push(Olay::Yurutuldu { is, adim: k.adim });
                    }
                }
                let mut araya = Araya { kayitlar: kayitlar.into_iter().peekable(), iz };
                d.tur(s, ariza, &mut araya);
                return araya.bitir();
            }
            Some(Kusur::ZamanlayiciKendisiSurer) => {
                // the scheduler takes a running job whose lease ran out for a waiting one
                for k in d.isler.iter_mut().filter(|k| k.hal == Hal::Yuruyor && suresi_dolan(k)) {
                    k.hal = Hal::Bekliyor;
                }
            }
        }
        d.tur(s, ariza, iz);
    }

    /// The round by which every job has settled, whatever the faults: each of the four steps
    /// runs a round when it succeeds, and the supervisor re-drives a failed try at most
    /// `kira + tarama - 1` rounds after it started; at most `deneme_siniri` failed tries per
    /// step, then the job is compensated. So `5 + 4 x deneme_siniri x (kira + tarama - 1)`.
    pub fn sinir(s: &Secenek) -> u32 {
        5 + ADIM.len() as u32 * s.deneme_siniri * (s.kira + s.tarama - 1)
    }
}

impl DersModeli for DenetciModeli {
    type Model = denetci::Durum;
    type Defter = Defter;
    type Eylem = TurArizasi;
    type Kusur = Kusur;
    type Ders = Denetci;
    const OZELLIKLER: &'static [Ozellik<Self>] = &[
        Ozellik {
            ad: "her_is_sinirda_yerlesir",
            anlam: "denetçiyle her iş, seçeneklerden çıkan turda biter ya da telafi edilir",
            tur: Tur::HerZaman,
            uygun: |m| m.secenek.denetci && m.secenek.tur >= DenetciModeli::sinir(&m.secenek),
            kosul: |m, d| {
                d.model.tur < DenetciModeli::sinir(&m.secenek)
                    || d.model.isler.iter().all(|k| matches!(k.hal, Hal::Bitti | Hal::Telafi))
            },
        },
        Ozellik {
            ad: "adim_en_cok_esik_kadar_surulur",
            anlam: "denetçiyle bir adım en çok deneme sınırı kadar yeniden sürülür, sonra telafi",
            tur: Tur::HerZaman,
            uygun: |m| m.secenek.denetci,
            kosul: |m, d| d.model.isler.iter().all(|k| k.deneme <= m.secenek.deneme_siniri),
        },
        Ozellik {
            ad: "is_bir_kez_yerlesir",
            anlam: "hiçbir iş iki kez yerleşmez: ya biter ya telafi edilir, ikisi birden olmaz",
            tur: Tur::HerZaman,
            uygun: |_| true,
            kosul: |_, d| !d.defter.iki_kez_yerlesti,
        },
        Ozellik {
            ad: "adim_iki_kez_yalniz_asili_kalinca",
            anlam: "bir adımın işi ancak sessizce asılı kaldıysa ikinci kez yapılır (boşa yürütme)",
            tur: Tur::HerZaman,
            uygun: |_| true,
            kosul: |_, d| !d.defter.asilisiz_tekrar,
        },
        Ozellik {
            ad: "denetcisiz_asili_is_yarim_kalir",
            anlam: "denetçi yokken asılı kalan ya da hata veren iş sonsuza dek yarım kalır",
            tur: Tur::HerZaman,
            uygun: |m| !m.secenek.denetci,
            kosul: |_, d| d.defter.asilan.iter().all(|i| d.model.isler[i].hal == Hal::Yuruyor),
        },
        Ozellik {
            ad: "asili_adim_bosa_surulur",
            anlam: "asılı adım yeniden sürülür, işi ikinci kez yapılır: tekillik anahtarı ya da çitleme belirteci bunu emmeli (S2, S5, S9)",
            tur: Tur::Bazen,
            uygun: |m| m.secenek.denetci,
            kosul: |_, d| d.defter.bosa,
        },
        Ozellik {
            ad: "asili_is_kurtarilir",
            anlam: "adımı asılı kalan iş yeniden sürülünce biter (S2, S5, S9 kurtarılır)",
            tur: Tur::Bazen,
            uygun: |m| m.secenek.denetci,
            kosul: |_, d| d.defter.kurtarildi,
        },
        Ozellik {
            ad: "kalici_hatali_is_telafi_edilir",
            anlam: "adımı her denemede hata veren iş eşikten sonra telafi edilir (S7)",
            tur: Tur::Bazen,
            uygun: |m| m.secenek.denetci,
            kosul: |_, d| d.defter.telafi,
        },
    ];

    fn kusur(&self) -> Option<Kusur> {
        self.kusur
    }
    fn kusur_adi(k: Kusur) -> &'static str {
        kusur_adi(k)
    }
    fn ilk(&self) -> Vec<Durum> {
        vec![Durum { model: denetci::Durum::default(), defter: Defter::default() }]
    }

    fn eylemler(&self, d: &Durum, eylemler: &mut Vec<TurArizasi>) {
        let t = d.model.tur + 1;
        if t > self.secenek.tur {
            return;
        }
        // the faulty jobs the agent executes next round
        let yurutulen: Vec<usize> =
            yurutulenler(d).map(|(i, _)| i).filter(|&i| i < self.arizali).collect();
        let kalan = self.butce - d.defter.harcanan;
        let mut secimler = vec![TurArizasi::default()];
        for &i in &yurutulen {
            let mut yeni = Vec::new();
            for a in &secimler {
                yeni.push(*a);
                if a.asili.sayi() + a.kalici.sayi() < kalan {
                    yeni.push(TurArizasi { asili: a.asili.ile(i), ..*a });
                    yeni.push(TurArizasi { kalici: a.kalici.ile(i), ..*a });
                }
            }
            secimler = yeni;
        }
        eylemler.extend(secimler);
    }

    fn sonraki(&self, d: &Durum, ariza: TurArizasi) -> Durum {
        let mut sonraki = d.clone();
        sonraki.defter = Defter {
            harcanan: d.defter.harcanan + ariza.asili.sayi() + ariza.kalici.sayi(),
            iki_kez_yerlesti: false,
            asilisiz_tekrar: false,
            bosa: false,
            kurtarildi: false,
            telafi: false,
            ..d.defter
        };
        let t = d.model.tur + 1;
        let mut hic = ();
        let mut sayan = Sayan(&mut sonraki.defter, &mut hic);
        self.tur(&mut sonraki.model, &ariza, &mut Turda(t, &mut sayan));
        sonraki
    }

    fn eylem_adi(&self, a: &TurArizasi) -> String {
        let adlar = |k: Kume| k.iter().map(|i| ISLER[i]).collect::<Vec<_>>().join(",");
        match (a.asili.bos_mu(), a.kalici.bos_mu()) {
            (true, true) => "arıza yok".into(),
            (false, true) => format!("asılı: {}", adlar(a.asili)),
            (true, false) => format!("kalıcı: {}", adlar(a.kalici)),
            (false, false) => format!("asılı: {}; kalıcı: {}", adlar(a.asili), adlar(a.kalici)),
        }
    }

    fn secenek(&self) -> Secenek {
        self.secenek.clone()
    }
    fn yol_secenegi(&self, uzunluk: usize) -> Secenek {
        Secenek { tur: uzunluk as u32, ..self.secenek.clone() }
    }
    fn sinirlar(&self) -> Value {
        json!({ "arizaliIs": self.arizali, "tur": self.secenek.tur, "butce": self.butce })
    }
    fn zamanlama(&self, eylemler: &[TurArizasi]) -> Vec<TurArizasi> {
        eylemler.to_vec()
    }
    fn olaylar(&self, eylemler: &[TurArizasi]) -> Vec<TurOlayi<Olay>> {
        let (mut d, mut olaylar) = (denetci::Durum::default(), Vec::new());
        for (t, a) in (1..).zip(eylemler) {
            self.tur(&mut d, a, &mut Turda(t, &mut olaylar));
        }
        olaylar
    }

    type Yazili = Zamanlama;
    const TUM_KOSUM: bool = true;
    /// Each execution that hangs or fails, by its job, step and count: `S1:indirim#2=asili`.
    fn yazili(&self, eylemler: &[TurArizasi]) -> Zamanlama {
        let (mut d, mut parcalar) = (self.ilk().remove(0), Vec::new());
        for a in eylemler {
            for (is, k) in yurutulenler(&d) {
                let sonuc = match a.sonuc(is, k) {
                    Sonuc::Asili => "asili",
                    Sonuc::Kalici => "kalici",
                    Sonuc::Tamam => continue,
                };
                parcalar.push(format!("{}:{}#{}={sonuc}", ISLER[is], ADIM[k.adim], k.deneme + 1));
            }
            d = self.sonraki(&d, *a);
        }
        let metin = if parcalar.is_empty() { "yok".into() } else { parcalar.join(",") };
        Zamanlama::oku(&metin).expect("a path's jobs, steps and executions")
    }
    fn oku(metin: &str) -> Result<Zamanlama, String> {
        Zamanlama::oku(metin)
    }
    fn secilen(&self, d: &Durum, y: &Zamanlama) -> TurArizasi {
        let mut a = TurArizasi::default();
        for (is, k) in yurutulenler(d) {
            match y.sonuc(is, k) {
                Sonuc::Asili => a.asili = a.asili.ile(is),
                Sonuc::Kalici => a.kalici = a.kalici.ile(is),
                Sonuc::Tamam => {}
            }
        }
        a
    }
    fn yoldaki(&self, z: Vec<TurArizasi>) -> Vec<TurArizasi> {
        z
    }
    fn bayraklar(&self, uzunluk: usize) -> Vec<(String, String)> {
        let (s, ders) = (&self.secenek, Secenek::default());
        let mut b = Vec::new();
        if s.tarama != ders.tarama {
            b.push(("tarama".into(), s.tarama.to_string()));
        }
        if s.kira != ders.kira {
            b.push(("kira".into(), s.kira.to_string()));
        }
        if s.deneme_siniri != ders.deneme_siniri {
            b.push(("deneme-siniri".into(), s.deneme_siniri.to_string()));
        }
        b.push(("tur".into(), uzunluk.to_string()));
        b
    }
}

/// The jobs whose step the agent executes in the round after `d`, with their records.
fn yurutulenler(d: &Durum) -> impl Iterator<Item = (usize, &denetci::Kayit)> {
    let t = d.model.tur + 1;
    d.model
        .isler
        .iter()
        .enumerate()
        .filter(move |(_, k)| k.hal == Hal::Yuruyor && k.basladi + 1 == t)
}

/// Passes a step's events on to `iz`, telling each of `kayitlar` (records of the agent's, made
/// before the step, in job order) in its place: before the first event of a later job's
/// execution or of the supervisor or scheduler.
struct Araya<'a, K: Iterator<Item = Olay>, I> {
    kayitlar: std::iter::Peekable<K>,
    iz: &'a mut I,
}

impl<K: Iterator<Item = Olay>, I: Iz<Olay>> Araya<'_, K, I> {
    /// Tells the records of jobs before `sinir`.
    fn oncekiler(&mut self, sinir: usize) {
        while let Some(k) =
            self.kayitlar.next_if(|k| matches!(k, Olay::Yurutuldu { is, .. } if *is < sinir))
        {
            self.iz.olay(|| k);
        }
    }

    /// Tells the records left.
    fn bitir(mut self) {
        self.oncekiler(usize::MAX);
    }
}

impl<K: Iterator<Item = Olay>, I: Iz<Olay>> Iz<Olay> for Araya<'_, K, I> {
    const TUTAR: bool = I::TUTAR;
    fn olay(&mut self, olay: impl FnOnce() -> Olay) {
        let olay = olay();
        let sinir = match olay {
            Olay::Yurutuldu { is, .. } | Olay::KayitDusmedi { is, .. } => is,
            _ => usize::MAX,
        };
        self.oncekiler(sinir);
        self.iz.olay(|| olay);
    }
}

/// A defect planted in the lesson's model (a mutant) to show that its claims can fail: each
/// must be caught with a counterexample. Each is planted around the lesson's step, not in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kusur {
    /// The scheduler ignores the retry threshold: it never compensates (the step runs with the
    /// largest threshold, which no budget of faults reaches).
    EsikYok,
    /// The supervisor re-drives any unfinished job whose lease ran out, even one waiting or
    /// already compensated.
    DenetciHaleBakmaz,
    /// The record of a done step does not move the job on: the step runs again.
    KayitIlerletmez,
    /// Without a supervisor, the scheduler restarts a step whose lease ran out on its own.
    ZamanlayiciKendisiSurer,
}

/// A defect's name as the report prints it.
pub fn kusur_adi(k: Kusur) -> &'static str {
    match k {
        Kusur::EsikYok => "esik_yok",
        Kusur::DenetciHaleBakmaz => "denetci_hale_bakmaz",
        Kusur::KayitIlerletmez => "kayit_ilerletmez",
        Kusur::ZamanlayiciKendisiSurer => "zamanlayici_kendisi_surer",
    }
}

/// Every defect the mutants plant.
pub const KUSURLAR: [Kusur; 4] = [
    Kusur::EsikYok,
    Kusur::DenetciHaleBakmaz,
    Kusur::KayitIlerletmez,
    Kusur::ZamanlayiciKendisiSurer,
];

/// The options of the checks: the lesson's scan interval, lease and threshold, the supervisor
/// on or off; with the supervisor, as many rounds as [`DenetciModeli::sinir`] needs, else `tur`.
pub fn secenek(denetci: bool, tur: u32) -> Secenek {
    let s = Secenek { denetci, ..Secenek::default() };
    let tur = if denetci { DenetciModeli::sinir(&s) } else { tur };
    Secenek { tur, ..s }
}

/// The lesson's options a check of every timing takes: the scan interval, the lease, the retry
/// threshold. The rounds are its bound, or worked out from these (with the supervisor).
pub const SECENEKLER: [&Tam; 3] = [&secenek::TARAMA, &secenek::KIRA, &DENEME_SINIRI];

/// The lesson's flags that shape the faults, which a check of every timing chooses itself: it
/// ignores them.
pub const YOK_SAYILAN: [&str; 1] = ["ariza"];

/// The lesson model's own configurations under bounds `s` (no mutants), each option of
/// [`SECENEKLER`] named in `degerler` (by its key) set; with the supervisor, as many rounds as
/// [`DenetciModeli::sinir`] then needs.
pub fn secenekli(s: &Sinirlar, degerler: &[(&str, u32)]) -> Vec<Yapilandirma<DenetciModeli>> {
    let mut y = yapilandirmalar(s);
    y.retain(|(_, m)| m.kusur.is_none());
    for (_, m) in &mut y {
        for &(ad, n) in degerler {
            match ad {
                a if a == secenek::TARAMA.ad => m.secenek.tarama = n,
                a if a == secenek::KIRA.ad => m.secenek.kira = n,
                a if a == DENEME_SINIRI.ad => m.secenek.deneme_siniri = n,
                _ => {}
            }
        }
        if m.secenek.denetci {
            m.secenek.tur = DenetciModeli::sinir(&m.secenek);
        }
    }
    y
}

/// The configurations a report checks under bounds `s`: the first `s.arizali_is` jobs faulty,
/// with the supervisor (as many rounds as [`DenetciModeli::sinir`] needs, `s.butce` faults, 4
/// by default) and without it (`s.tur` rounds, at most 12, and at most 2 faults); then each
/// mutant, in the configuration where it can be caught.
pub fn yapilandirmalar(s: &Sinirlar) -> Vec<Yapilandirma<DenetciModeli>> {
    let db = s.butce.unwrap_or(4);
    let (n, tur) = (s.arizali_is, s.tur.min(12));
    let var = format!("denetçi var, {n} arızalı iş, bütçe {db}");
    let yok = format!("denetçi yok, {n} arızalı iş, bütçe {}", db.min(2));
    let denetcili = || DenetciModeli::yeni(secenek(true, tur), n, db);
    let denetcisiz = || DenetciModeli::yeni(secenek(false, tur), n, db.min(2));
    let mut k = vec![(var.clone(), denetcili()), (yok.clone(), denetcisiz())];
    for kusur in KUSURLAR {
        let (etiket, m) = match kusur {
            Kusur::ZamanlayiciKendisiSurer => (&yok, denetcisiz()),
            _ => (&var, denetcili()),
        };
        k.push((etiket.clone(), DenetciModeli { kusur: Some(kusur), ..m }));
    }
    k
}
