#![cfg(feature = "ders")]
//! What should hold for every option set, not only the lesson's: the invariants `cargo xtask
//! kesif` and the tests check over the grids of [`BOYUTLAR`]. An invariant that fails on the
//! reference model is a finding (docs/bulgular.md): the port keeps the published behaviour.

use crate::{ASILI, ISLER, KALICI, Olcum, Secenek};
use ders::DegismezPlani;
use ders::degismez::{Boyut, Degismez, DegismezKarari};

/// The grids' dimensions: name, smallest value, largest in the test grid (8 200 sets) and in
/// the full grid (209 088 sets). Rounds first, then the values.
pub const BOYUTLAR: [Boyut<Secenek>; 5] = [
    ("tur", 0, 40, 120, |s, v| s.tur = v),
    ("denetci", 0, 1, 1, |s, v| s.denetci = v == 1),
    ("tarama", 1, 5, 12, |s, v| s.tarama = v),
    ("kira", 1, 5, 12, |s, v| s.kira = v),
    ("denemeSiniri", 1, 4, 6, |s, v| s.deneme_siniri = v),
];

/// Rounds within which a supervised batch settles: four steps, and for the slowest job one
/// lease and one scan interval per try, up to the threshold and the compensation.
pub fn yeterli_tur(s: &Secenek) -> u32 {
    6 + (s.deneme_siniri + 1) * (s.kira + s.tarama)
}

fn yeterli(s: &Secenek) -> bool {
    s.denetci && s.tur >= yeterli_tur(s)
}

fn yarim_birakmaz(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if !yeterli(s) {
        return DegismezKarari::Uygulanmaz;
    }
    let n = ISLER.len() as u32;
    DegismezKarari::tutar(o.yarim_kalan_is == 0 && o.tamamlanan + o.telafi_edilen_is == n, || {
        format!("{} yarım, {} tamam, {} telafi", o.yarim_kalan_is, o.tamamlanan, o.telafi_edilen_is)
    })
}

fn asili_is_tamamlanir(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if !yeterli(s) {
        return DegismezKarari::Uygulanmaz;
    }
    let beklenen = (ISLER.len() - KALICI.len()) as u32;
    DegismezKarari::tutar(o.tamamlanan == beklenen, || {
        format!(
            "{} iş tamamlandı (beklenen {beklenen}), {} iş telafi edildi",
            o.tamamlanan, o.telafi_edilen_is
        )
    })
}

fn bosa_surmeyi_asmaz(_: &Secenek, o: &Olcum) -> DegismezKarari {
    DegismezKarari::tutar(o.bosa_yurutulen <= o.yeniden_surulen, || {
        format!("{} boşa, {} yeniden sürme", o.bosa_yurutulen, o.yeniden_surulen)
    })
}

fn bosa_asiliyi_asmaz(_: &Secenek, o: &Olcum) -> DegismezKarari {
    DegismezKarari::tutar(o.bosa_yurutulen as usize <= ASILI.len(), || {
        format!("{} boşa yürütme", o.bosa_yurutulen)
    })
}

fn denetcisiz_surme_yok(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if s.denetci {
        return DegismezKarari::Uygulanmaz;
    }
    DegismezKarari::tutar(
        o.yeniden_surulen == 0 && o.okunan_kayit == 0 && o.telafi_edilen_is == 0,
        || format!("{} yeniden sürme, {} okunan kayıt", o.yeniden_surulen, o.okunan_kayit),
    )
}

fn kurtarma_araligi(s: &Secenek, o: &Olcum) -> DegismezKarari {
    let (alt, ust) = (s.kira - 1, s.kira + s.tarama - 2);
    let disari = o.kurtarma.iter().find(|&&k| k < alt || k > ust);
    DegismezKarari::tutar(disari.is_none(), || {
        format!("kurtarma {} tur, beklenen {alt}..={ust}", disari.unwrap_or(&0))
    })
}

fn is_kaybolmaz(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if s.tur == 0 {
        return DegismezKarari::Uygulanmaz;
    }
    let toplam = o.tamamlanan + o.telafi_edilen_is + o.yarim_kalan_is;
    DegismezKarari::tutar(toplam == ISLER.len() as u32, || {
        format!(
            "{} tamam + {} telafi + {} yarım",
            o.tamamlanan, o.telafi_edilen_is, o.yarim_kalan_is
        )
    })
}

/// The invariants, their grids and findings, as the lesson contract takes them.
pub const PLAN: DegismezPlani<Secenek, Olcum> = DegismezPlani {
    degismezler: &DEGISMEZLER,
    // the findings (docs/bulgular.md): invariants the reference model itself breaks; the port
    // keeps the published behaviour
    bulgular: &["asili_is_telafi_edilmez"],
    boyutlar: &BOYUTLAR,
    taban: Secenek::default,
};

/// The invariants, each with its name and its claim.
pub const DEGISMEZLER: [Degismez<Secenek, Olcum>; 7] = [
    Degismez {
        ad: "denetci_yeterli_turda_is_yarim_birakmaz",
        anlam: "denetçi varken, yeterli turda her iş ya biter ya telafi edilir",
        denetle: yarim_birakmaz,
    },
    Degismez {
        ad: "asili_is_telafi_edilmez",
        anlam: "denetçi varken, yeterli turda yalnız kalıcı hatalı iş telafi edilir; asılı kalan iş biter",
        denetle: asili_is_tamamlanir,
    },
    Degismez {
        ad: "bosa_yurutme_yeniden_surmeyi_asmaz",
        anlam: "boşa yürütmeler yeniden sürmeleri aşmaz",
        denetle: bosa_surmeyi_asmaz,
    },
    Degismez {
        ad: "bosa_yurutme_asili_adim_sayisini_asmaz",
        anlam: "her asılı adım en fazla bir kez boşa yürütülür",
        denetle: bosa_asiliyi_asmaz,
    },
    Degismez {
        ad: "denetcisiz_yeniden_surme_yok",
        anlam: "denetçi yokken hiçbir adım yeniden sürülmez, kayıt okunmaz, iş telafi edilmez",
        denetle: denetcisiz_surme_yok,
    },
    Degismez {
        ad: "kurtarma_kira_ile_tarama_arasinda",
        anlam: "her kurtarma kiradan önce olmaz, bir tarama aralığından fazla gecikmez",
        denetle: kurtarma_araligi,
    },
    Degismez {
        ad: "her_is_tek_durumda",
        anlam: "koşum sonunda her iş ya tamam ya telafi edilmiş ya da yarım",
        denetle: is_kaybolmaz,
    },
];
