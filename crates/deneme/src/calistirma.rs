//! A lesson's program run in-process and its output read: the text, the JSON, a table row's
//! figures, the lesson's own `hesap`, a picture; and the seeded generator the random inputs use.

use ders::{Program, Programlar};
use program::komut::kos;

/// Runs `p` on `args` (split at spaces) twice, plain and with `--json`: its text and its JSON.
/// Panics if either run does not succeed.
pub fn metin_ve_json<D: Programlar>(p: Program, args: &str) -> (String, serde_json::Value) {
    let kos_ = |a: &str| {
        let a: Vec<&str> = a.split(' ').filter(|x| !x.is_empty()).collect();
        let s = kos::<D>(p, &a);
        assert_eq!(s.kod, 0, "{} {} {a:?}: {}", D::AD, p.ad(), s.hata);
        s.cikti
    };
    let json = kos_(&format!("{args} --json"));
    (kos_(args), serde_json::from_str(&json).expect("--json prints JSON"))
}

/// Program `p`'s standard output on `args`, which must succeed: exit 0, nothing on standard
/// error.
pub fn cikti<D: Programlar>(p: Program, args: &[&str]) -> String {
    let s = kos::<D>(p, args);
    assert_eq!((s.kod, s.hata.as_str()), (0, ""), "{} {} {args:?}", D::AD, p.ad());
    s.cikti
}

/// What `hesap` computes for the lesson's own scenario and K01's own figures.
pub fn dersin_hesabi<D: Programlar>() -> D::Hesap {
    let (taban, k01) = (ders::dersin_tabani::<D>(), ders::varsayimlar::<D>());
    <D::Hesap as ders::HesapSonucu<D>>::hesapla(&taban, &k01).expect("the lesson's own hesap")
}

/// Checks the lesson's first picture on its own scenario: it is named `ad` and its SVG holds
/// every text of `icinde`.
pub fn ilk_resim<D: Programlar>(ad: &str, icinde: &[&str]) {
    let r = D::resimler(&ders::dersin_tabani::<D>()).expect("the lesson's own scenario");
    let (ad_, svg) = r.first().unwrap_or_else(|| panic!("{} draws no picture", D::AD));
    assert_eq!(*ad_, ad, "{}", D::AD);
    for metin in icinde {
        assert!(svg.contains(metin), "{}: {ad} has no {metin:?}", D::AD);
    }
}

/// Checks that each line `i` of a story (`olc --iz`, by the lesson's `iz::anlat`) holds its
/// part, for each `(i, part)` of `beklenen`.
pub fn satirlarda(satirlar: &[String], beklenen: &[(usize, &str)]) {
    for &(i, parca) in beklenen {
        let satir = satirlar.get(i).map_or("", String::as_str);
        assert!(satir.contains(parca), "satır {i}: {parca:?} yok: {satir}");
    }
}

/// The counts of a text table's row `olcu` (the line that starts with it), left to right.
pub fn satir(cikti: &str, olcu: &str) -> Vec<u32> {
    let s = cikti.lines().find(|s| s.starts_with(olcu)).unwrap_or_else(|| panic!("{olcu} yok"));
    s[olcu.len()..].split_whitespace().map(|x| x.parse().expect("a count")).collect()
}

/// The labels of `hesap`'s rows for the rates given to `--<bayrak>`, top to bottom: the first
/// word of each line under the header that starts with the flag's name in capitals (`kk2`:
/// `KK2`), up to the blank line. `hesap` runs with `--<bayrak> <oranlar>` and must succeed.
pub fn oran_etiketleri<D: Programlar>(bayrak: &str, oranlar: &str) -> Vec<String> {
    let metin = cikti::<D>(Program::Hesap, &[&format!("--{bayrak}"), oranlar]);
    let baslik = bayrak.to_uppercase();
    let mut satirlar = metin.lines().skip_while(|s| !s.trim_start().starts_with(&baslik));
    satirlar.next().unwrap_or_else(|| panic!("{baslik} başlığı yok:\n{metin}"));
    let ilk_kelime = |s: &str| s.split_whitespace().next().map(String::from);
    satirlar.take_while(|s| !s.trim().is_empty()).filter_map(ilk_kelime).collect()
}

/// A small deterministic generator (64-bit LCG) for generated test inputs: the same sequence on
/// every run, from its seed.
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number in `0..n`.
    pub fn sonraki(&mut self, n: u32) -> u32 {
        self.0 =
            self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % u64::from(n)) as u32
    }
}
