//! What every program says of a bad flag or a refused run ([`gecersiz_deger`],
//! [`program_hatasi`]; a typed value quoted as typed, [`yazildigi_gibi`]; an I/O error,
//! [`hata_metni`]), and a run's flags written down and read back, from
//! [`ders::bayraklar`]: the command that gives them on the command line ([`komut_satiri`]) and
//! the URL fragment that gives them to the web panel ([`parca`], [`parcala`]).

pub use ders::bayraklar::{coz, komut_satiri, parca, parcala};
use ders::secenek::kisalt;

/// A bad value of a flag, as every program says it: the flag, the value once as the user typed
/// it (shortened, its control characters escaped, so the message stays one line), then what is
/// wrong with it: `--ariza 'd0:10-6': aralık ters (10 > 6)`.
pub fn gecersiz_deger(bayrak: &str, deger: &str, neden: &str) -> String {
    format!("{bayrak} '{}': {neden}", kisalt(deger))
}

/// A run's refusal as a program says it: a schedule the run cannot take (a node it has not, a
/// round after its last) names the flag that gave it and its value as typed, `deger`, when one
/// was given (`--ariza 'd9:1': 5 düğümlü koşumda d9 yok (düğümler d0-d4)`); any other refusal
/// as the model says it.
pub fn hata_iletisi(
    e: &(dyn std::error::Error + 'static),
    bayrak: &str,
    deger: Option<&str>,
) -> String {
    let mut kaynak = Some(e);
    while let Some(h) = kaynak {
        if let Some(cekirdek::SecenekHatasi::Zamanlama(m)) = h.downcast_ref() {
            return match deger {
                Some(d) => gecersiz_deger(bayrak, d, m),
                None => m.clone(),
            };
        }
        kaynak = h.source();
    }
    e.to_string()
}

/// Why a program gives no answer, as the command line and the panel both say it: a rule of
/// `hesap` names the flags it is about that the reader gave, with their values as typed
/// (`--tur '0': oran için en az bir tur gerekir`); a schedule the run cannot take names
/// `--ariza` ([`hata_iletisi`]); anything else as it is. `verilen` gives an option's value as
/// typed, if it was given.
pub fn program_hatasi<H: std::error::Error + 'static>(
    e: &ders::ProgramHatasi<H>,
    tanimlar: &[&'static dyn ders::Tanim],
    verilen: &dyn Fn(&dyn ders::Tanim) -> Option<String>,
) -> String {
    match e {
        ders::ProgramHatasi::Bayraklar(anahtarlar, neden) => {
            let adlar: Vec<String> = tanimlar
                .iter()
                .filter(|t| anahtarlar.contains(&t.ad()))
                .filter_map(|t| Some(format!("--{} '{}'", t.bayrak(), kisalt(&verilen(*t)?))))
                .collect();
            match adlar.is_empty() {
                true => neden.clone(),
                false => format!("{}: {neden}", adlar.join(", ")),
            }
        }
        _ => {
            let ariza = tanimlar
                .iter()
                .find(|t| t.ad() == ders::secenek::ARIZA_ADI)
                .and_then(|t| verilen(*t));
            hata_iletisi(e, ders::secenek::ARIZA_BAYRAGI, ariza.as_deref())
        }
    }
}

/// An argument no option takes, as every program says it.
pub fn taninmayan(arg: &str) -> String {
    format!("tanınmayan argüman '{}'", kisalt(arg))
}

/// A value as the user typed it, for a message: its text, each byte that is not UTF-8 as
/// `\xNN` (`'\xff'`, not `'�'`, which would name another value).
pub fn yazildigi_gibi(deger: &std::ffi::OsStr) -> String {
    let mut m = String::new();
    for parca in deger.as_encoded_bytes().utf8_chunks() {
        m += parca.valid();
        for b in parca.invalid() {
            m += &format!("\\x{b:02x}");
        }
    }
    m
}

/// An I/O error in Turkish, for the errors a program's output can meet.
pub fn hata_metni(e: &std::io::Error) -> String {
    use std::io::ErrorKind as T;
    match e.kind() {
        T::StorageFull => "diskte yer yok".into(),
        T::PermissionDenied => "izin yok".into(),
        T::BrokenPipe => "okuyan taraf kapandı".into(),
        T::Other if e.get_ref().is_some() => e.to_string(),
        _ => format!("G/C hatası ({})", e.raw_os_error().map_or("?".into(), |k| k.to_string())),
    }
}
