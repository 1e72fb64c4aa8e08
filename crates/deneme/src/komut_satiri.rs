//! The command line tried as a whole: the help names every option, bad input is refused in
//! Turkish, Turkish words keep their letters.

use crate::kotu_girdi::kotu_girdiyi_reddeder;
use crate::turkce::hatalar_turkce;
use crate::turkce::turkce_harflerle_yazar;
use ders::{Program, Programlar, tanimlar};
use program::komut::kos;

/// Checks that the help of both programs of `D` states every option: its flag with its value's
/// name, and its help line (meaning, range, default); that it ends with the JSON keys; and that
/// help beside an unknown flag refuses the flag instead (exit 2, nothing on standard output).
pub fn yardim_her_secenegi_anlatir<D: Programlar>() {
    let duz = |m: &str| m.split_whitespace().collect::<Vec<_>>().join(" ");
    for p in Program::HEPSI {
        let s = kos::<D>(p, &["--help"]);
        let yardim = duz(&s.cikti);
        assert_eq!(s.kod, 0, "{} {} --help: {}", D::AD, p.ad(), s.hata);
        for t in tanimlar::<D>(p) {
            let satir = t.yardim();
            let baska_yazim = [") (", "..=", " < ", " <= "];
            assert!(!baska_yazim.iter().any(|y| satir.contains(y)), "{}: {satir}", D::AD);
            let bayrak = match t.deger_adi() {
                Some(ad) => format!("--{} <{ad}> {}", t.bayrak(), duz(&t.yardim())),
                None => format!("--{} {}", t.bayrak(), duz(&t.yardim())),
            };
            assert!(yardim.contains(&bayrak), "{} {}: {bayrak:?} yok:\n{}", D::AD, p.ad(), s.cikti);
        }
        assert!(yardim.contains("JSON anahtarları (--json): (kök):"), "{}", s.cikti);
        // help asked for beside an unknown flag is the flag's refusal, on either side of it
        for args in [["--help", "--bilinmeyen"], ["--bilinmeyen", "-h"]] {
            let s = kos::<D>(p, &args);
            assert_eq!((s.kod, s.cikti.as_str()), (2, ""), "{} {} {args:?}", D::AD, p.ad());
            assert!(s.hata.contains("tanınmayan argüman '--bilinmeyen'"), "{}", s.hata);
        }
    }
}

/// Checks both programs' command line against the option declarations: the help states every
/// option, every kind of usage error is told in Turkish, and every bad invocation the
/// declarations imply is refused. Panics naming what failed; returns how many bad invocations
/// were tried.
pub fn komut_satirini_dene<D: Programlar>() -> usize {
    yardim_her_secenegi_anlatir::<D>();
    #[cfg(unix)]
    hatalar_turkce::<D>();
    #[cfg(unix)]
    crate::dosya::svg_yollari::<D>();
    turkce_harflerle_yazar::<D>();
    kotu_girdiyi_reddeder::<D>()
}
