#![cfg(feature = "kesif")]
//! The lesson's search side (`kesif` feature): Zamanlayici–Araci–Denetci under every schedule of
//! faults. Each execution of a step, first or re-driven, of the first `arizali` jobs may be
//! done, hang silently (executed, no record) or fail permanently, within a budget of `butce`
//! faults; the other jobs run without faults. The claims are the lesson's
//! ([`crate::ozellik`]); here are the configurations a report checks, the faults a state allows,
//! the teaching mutants and how a path is written down.
//!
//! Jobs do not interact in the model: a round's agent, supervisor and scheduler each decide per
//! job from that job's record and the round alone (the supervisor reads every record, but only
//! counts them). So every behaviour of one job under faults appears with the first job faulty,
//! and the fault-free jobs only add one fixed, deterministic history. The claims speak of one
//! job or of each job alone; two faulty jobs cover how a shared budget is split. The test
//! `isler_birbirini_etkilemez` checks this against a run with three faulty jobs.

use crate::kosum::defterle;
use crate::olay::{Olay, Sonuc};
use crate::ozellik::sinir;
use crate::secenek::{self, DENEME_SINIRI};
use crate::{ADIM, Ariza, Defter, Denetci, Hal, ISLER, Secenek, Zamanlama};
use arama::model::AramaDurumu;
use arama::{
    Denetim, Model, SayfaSiniri, SinirTanimi, Sinirlar, Tasarim, Yapilandirma, Yazim, kusur_adi,
};
use cekirdek::adim::Adimli;
use cekirdek::{Iz, Kume, Tam, TurOlayi};
use serde_json::{Value, json};

/// The lesson's model with step outcomes chosen by an adversary.
#[derive(Clone)]
pub struct DenetciModeli {
    /// The options: supervisor on or off, scan interval, lease, retry threshold; `tur` is the
    /// number of rounds explored.
    secenek: Secenek,
    /// How many jobs (the first ones) may meet faults.
    arizali: usize,
    /// Most faults (hangs and failures) in all.
    butce: u32,
    /// The defect planted, for a mutant.
    kusur: Option<Kusur>,
}

impl DenetciModeli {
    /// A configuration: `secenek.tur` rounds, the first `arizali` jobs faulty, at most `butce`
    /// faults.
    pub fn yeni(secenek: Secenek, arizali: usize, butce: u32) -> Self {
        DenetciModeli { secenek, arizali, butce, kusur: None }
    }
}

impl Model for DenetciModeli {
    type Ders = Denetci;
    type Saklanan = crate::Durum;

    fn eylemler(&self, d: &AramaDurumu<Self>, eylemler: &mut Vec<Ariza>) {
        let t = d.hal.model.tur + 1;
        if t > self.secenek.tur {
            return;
        }
        // the faulty jobs the agent executes next round
        let yurutulen: Vec<usize> =
            yurutulenler(d).map(|(i, _)| i).filter(|&i| i < self.arizali).collect();
        let kalan = self.butce - d.harcanan;
        let mut secimler = vec![Ariza::default()];
        for &i in &yurutulen {
            let mut yeni = Vec::new();
            for a in &secimler {
                yeni.push(*a);
                if a.asili.sayi() + a.kalici.sayi() < kalan {
                    yeni.push(Ariza { asili: a.asili.ile(i), ..*a });
                    yeni.push(Ariza { kalici: a.kalici.ile(i), ..*a });
                }
            }
            secimler = yeni;
        }
        eylemler.extend(secimler);
    }

    /// One fault per execution that hangs or fails.
    fn arizalar(&self, _: &AramaDurumu<Self>, ariza: &Ariza) -> u32 {
        ariza.asili.sayi() + ariza.kalici.sayi()
    }

    /// Every fault spends from the budget.
    fn harcar(&self, ariza: &Ariza) -> u32 {
        ariza.asili.sayi() + ariza.kalici.sayi()
    }
    /// One round of the lesson's step with faults `ariza`, this model's defect planted around
    /// it: the claims read the configured options, the step runs the broken ones or a record
    /// the defect has changed.
    fn adim(
        &self,
        d: &mut crate::Durum,
        defter: &mut Defter,
        ariza: &Ariza,
        iz: &mut impl Iz<TurOlayi<Olay>>,
    ) {
        let (s, t) = (&self.secenek, d.tur + 1);
        // jobs whose step the agent executes this round, and those it leaves alone
        let yurutulen = |k: &crate::Kayit| k.hal == Hal::Yuruyor && t == k.basladi + 1;
        let suresi_dolan = |k: &crate::Kayit| t - k.basladi >= s.kira && t != k.basladi + 1;
        match self.kusur {
            None => {}
            Some(Kusur::EsikYok) => {
                let esiksiz = Secenek { deneme_siniri: DENEME_SINIRI.aralik.ust, ..s.clone() };
                return Denetci::adim(&esiksiz, d, defter, ariza, iz);
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
                    if yurutulen(k) && ariza.sonuc(is) == Sonuc::Tamam {
                        (k.deneme, k.hal) = (0, Hal::Bekliyor);
                        kayitlar.push(Olay::Yurutuldu { is, adim: k.adim });
                    }
                }
                // the lesson's round with the records told in their place, counted as its own
                return defterle(d, defter, iz, |d, iz| {
                    let mut araya = Araya { kayitlar: kayitlar.into_iter().peekable(), iz };
                    d.tur(s, ariza, &mut araya);
                    araya.bitir()
                });
            }
            Some(Kusur::ZamanlayiciKendisiSurer) => {
                // the scheduler takes a running job whose lease ran out for a waiting one
                for k in d.isler.iter_mut().filter(|k| k.hal == Hal::Yuruyor && suresi_dolan(k)) {
                    k.hal = Hal::Bekliyor;
                }
            }
        }
        Denetci::adim(s, d, defter, ariza, iz)
    }

    fn eylem_adi(&self, a: &Ariza) -> String {
        let adlar = |k: Kume| k.iter().map(|i| ISLER[i]).collect::<Vec<_>>().join(",");
        match (a.asili.bos_mu(), a.kalici.bos_mu()) {
            (true, true) => "arıza yok".into(),
            (false, true) => format!("asılı: {}", adlar(a.asili)),
            (true, false) => format!("kalıcı: {}", adlar(a.kalici)),
            (false, false) => format!("asılı: {}; kalıcı: {}", adlar(a.asili), adlar(a.kalici)),
        }
    }

    fn secenek(&self) -> &Secenek {
        &self.secenek
    }

    fn kusur(&self) -> Option<String> {
        self.kusur.as_ref().map(kusur_adi)
    }
    fn yol_secenegi(&self, uzunluk: usize) -> Secenek {
        Secenek { tur: uzunluk as u32, ..self.secenek.clone() }
    }
    /// A step is a round: every path ends by the run's last.
    fn derinlik_siniri(&self) -> Option<usize> {
        Some(self.secenek.tur as usize)
    }
    fn sinirlar(&self) -> Value {
        json!({ "arizaliIs": self.arizali, "tur": self.secenek.tur, "butce": self.butce })
    }
}

impl Yazim for DenetciModeli {
    type Yazili = Zamanlama;
    /// Each execution that hangs or fails, by its job, step and count: `S1:indirim#2=asili`.
    fn yazili(&self, eylemler: &[Ariza]) -> Zamanlama {
        let (mut d, mut parcalar) = (self.ilk().remove(0), Vec::new());
        for a in eylemler {
            for (is, k) in yurutulenler(&d) {
                let sonuc = match a.sonuc(is) {
                    Sonuc::Asili => "asili",
                    Sonuc::Kalici => "kalici",
                    Sonuc::Tamam => continue,
                };
                parcalar.push(format!("{}:{}#{}={sonuc}", ISLER[is], ADIM[k.adim], k.deneme + 1));
            }
            d = self.sonraki(&d, *a);
        }
        Zamanlama::oku(&arama::yazim::yazi(&parcalar)).expect("a path's jobs, steps and executions")
    }
    fn secilen(&self, d: &AramaDurumu<Self>, y: &Zamanlama) -> Ariza {
        let mut a = Ariza::default();
        for (is, k) in yurutulenler(d) {
            match y.sonuc(is, k) {
                Sonuc::Asili => a.asili = a.asili.ile(is),
                Sonuc::Kalici => a.kalici = a.kalici.ile(is),
                Sonuc::Tamam => {}
            }
        }
        a
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
fn yurutulenler(d: &AramaDurumu<DenetciModeli>) -> impl Iterator<Item = (usize, &crate::Kayit)> {
    let t = d.hal.model.tur + 1;
    d.hal.model.isler.iter().enumerate().filter(move |(_, k)| crate::kosum::yurutulur(k, t))
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

impl Kusur {
    /// Every defect the mutants plant.
    pub const HEPSI: [Kusur; 4] = [
        Kusur::EsikYok,
        Kusur::DenetciHaleBakmaz,
        Kusur::KayitIlerletmez,
        Kusur::ZamanlayiciKendisiSurer,
    ];
}

/// The options of the checks: the lesson's scan interval, lease and threshold, the supervisor
/// on or off; with the supervisor, as many rounds as [`sinir`] needs, else `tur`.
pub fn secenek(denetci: bool, tur: u32) -> Secenek {
    let s = Secenek { denetci, ..Secenek::default() };
    let tur = if denetci { sinir(&s) } else { tur };
    Secenek { tur, ..s }
}

/// How many jobs (the first ones) may meet faults.
pub const ARIZALI_IS: SinirTanimi = SinirTanimi {
    anahtar: "arizaliIs",
    anlam: "arızalı iş sayısı (ilk işler)",
    tam: Some(2),
    kucuk: Some(1),
    tasarim: None,
    en_az: 1,
    en_cok: ISLER.len() as u32,
    sayfa: Some(SayfaSiniri {
        alt: 1,
        ust: 3,
        neden: "her iş durumları 3-4 katına çıkarır (3 iş 104 bin, 4 iş 281 bin durum)",
        kesfedilen: &[],
    }),
};

/// Most faults (hangs and failures) in all, with the supervisor; without it at most 2.
pub const BUTCE: SinirTanimi = SinirTanimi {
    anahtar: "butce",
    anlam: "arıza bütçesi (asılı ya da kalıcı; denetçisiz en çok 2)",
    tam: Some(4),
    kucuk: Some(4),
    tasarim: None,
    en_az: 0,
    en_cok: 1_000_000,
    sayfa: Some(SayfaSiniri {
        alt: 0,
        ust: 5,
        neden: "her arıza durumları iki katına çıkarır (3 arızalı işle bütçe 5: 368 bin durum)",
        kesfedilen: &[],
    }),
};

/// Most rounds of the configuration without a supervisor, and its default.
pub const DENETCISIZ_TUR: u32 = 12;

/// Rounds of the configuration without a supervisor (with one, the options give them): at most
/// [`DENETCISIZ_TUR`], a larger value counting as that, so that one `--sinir-tur` can serve a
/// lesson with longer runs in the same check.
pub const TUR: SinirTanimi = SinirTanimi {
    anahtar: "tur",
    anlam: const_format::formatcp!(
        "denetçisiz yapılandırmanın tur sayısı (en çok {DENETCISIZ_TUR}; büyüğü {DENETCISIZ_TUR} \
         sayılır)"
    ),
    tam: Some(DENETCISIZ_TUR),
    kucuk: Some(DENETCISIZ_TUR),
    tasarim: None,
    en_az: 1,
    en_cok: 1_000_000,
    sayfa: None,
};

/// Most rounds a page's check explores: the supervisor's run lasts as long as its options say
/// ([`sinir`]), and a much longer one would not end in good time there.
pub const SAYFA_TURU: u32 = 120;

impl Denetim for Denetci {
    type Model = DenetciModeli;
    const SINIRLAR: &'static [SinirTanimi] = &[ARIZALI_IS, BUTCE, TUR];
    /// The scan interval, the lease, the retry threshold; the rounds are its bound, or worked
    /// out from these (with the supervisor).
    const SECENEKLER: &'static [&'static Tam] = &[&secenek::TARAMA, &secenek::KIRA, &DENEME_SINIRI];
    /// The first `arizaliIs` jobs faulty, with the supervisor (as many rounds as [`sinir`]
    /// needs, `butce` faults) and without it (`tur` rounds, at most [`DENETCISIZ_TUR`], and at
    /// most 2 faults); then each mutant, in the configuration where it can be caught.
    fn yapilandirmalar(s: &Sinirlar) -> Vec<Yapilandirma<DenetciModeli>> {
        let db = s.sayi(&BUTCE);
        let n = s.sayi(&ARIZALI_IS) as usize;
        let tur = s.sayi(&TUR).min(DENETCISIZ_TUR);
        let var = format!("denetçi var, {n} arızalı iş, bütçe {db}");
        let yok = format!("denetçi yok, {n} arızalı iş, bütçe {}", db.min(2));
        let denetcili = || DenetciModeli::yeni(secenek(true, tur), n, db);
        let denetcisiz = || DenetciModeli::yeni(secenek(false, tur), n, db.min(2));
        let mut k = vec![(var.clone(), denetcili()), (yok.clone(), denetcisiz())];
        for kusur in Kusur::HEPSI {
            let (etiket, m) = match kusur {
                Kusur::ZamanlayiciKendisiSurer => (&yok, denetcisiz()),
                _ => (&var, denetcili()),
            };
            k.push((etiket.clone(), DenetciModeli { kusur: Some(kusur), ..m }));
        }
        k
    }

    /// Without and with the supervisor, with the same options, faulty jobs, budget and rounds
    /// (as many as the supervisor's run needs with those options: [`sinir`]).
    fn tasarimlar(s: &Sinirlar, degerler: &[(&str, u32)]) -> Vec<Tasarim<DenetciModeli>> {
        let db = s.sayi(&BUTCE);
        let n = s.sayi(&ARIZALI_IS) as usize;
        let mut var = DenetciModeli::yeni(secenek(true, s.sayi(&TUR)), n, db);
        Self::secenekle(&mut var, degerler);
        let tur = var.secenek.tur;
        let yok = Secenek { denetci: false, ..var.secenek.clone() };
        let tasarim = |ad: &'static str, model| Tasarim {
            ad,
            kontrol: format!("{ad}, {n} arızalı iş, bütçe {db}, {tur} tur"),
            model,
        };
        vec![tasarim("denetçi yok", DenetciModeli::yeni(yok, n, db)), tasarim("denetçi var", var)]
    }

    /// With the supervisor, as many rounds as [`sinir`] then needs.
    fn secenekle(m: &mut DenetciModeli, degerler: &[(&str, u32)]) {
        for &(ad, n) in degerler {
            match ad {
                a if a == secenek::TARAMA.ad => m.secenek.tarama = n,
                a if a == secenek::KIRA.ad => m.secenek.kira = n,
                a if a == DENEME_SINIRI.ad => m.secenek.deneme_siniri = n,
                _ => {}
            }
        }
        if m.secenek.denetci {
            m.secenek.tur = sinir(&m.secenek);
        }
    }

    fn sayfaya_sigmaz(degerler: &[(&str, u32)]) -> Option<String> {
        let y = Self::secenekli(&Sinirlar::tam(), degerler);
        let tur = y.iter().map(|(_, m)| m.secenek.tur).max()?;
        (tur > SAYFA_TURU).then(|| {
            format!(
                "bu seçeneklerle denetçili koşum {tur} tur sürer, sayfa en çok {SAYFA_TURU} turu \
                 dener; daha uzunu için: cargo xtask kesif"
            )
        })
    }
}
