#![forbid(unsafe_code)]
//! Test helpers every lesson's tests share, used only as a dev-dependency: the invariants over
//! the test grid, and the command line's refusals, derived from the option declarations so that
//! each new option is tested without a new line of test. One module per kind of check:
//!
//! - [`an`]: the lesson's moments on its own run, found by their place in its text;
//! - [`calistirma`]: a program run in-process and its output read;
//! - [`degismez`]: the invariants over the test grid;
//! - [`kotu_girdi`]: bad input derived from the option declarations, and its refusal;
//! - [`kenar`]: options at the edges of their ranges print no meaningless number;
//! - [`turkce`]: every message in Turkish, with its letters;
//! - [`komut_satiri`]: the command line tried as a whole;
//! - [`dosya`]: output that cannot be written;
//! - [`yazim`]: a notation read back;
//! - [`tek_degisiklik`]: the single changes that flip a claim;
//! - [`en_az`]: the fewest faults, counted by brute force.

pub mod an;
pub mod calistirma;
pub mod degismez;
pub mod dosya;
pub mod en_az;
pub mod kenar;
pub mod komut_satiri;
pub mod kotu_girdi;
pub mod tek_degisiklik;
pub mod turkce;
pub mod yazim;

pub use calistirma::{
    Lcg, cikti, dersin_hesabi, ilk_resim, metin_ve_json, oran_etiketleri, satir, satirlarda,
};
pub use degismez::degismezler_bulgular_disinda_tutar;
pub use dosya::{erken_kapanan_okuyan, yazma_hatalari};
pub use kenar::{json_kusuru, kenar_degerleri, kenarlari_tarar};
pub use komut_satiri::{komut_satirini_dene, yardim_her_secenegi_anlatir};
pub use kotu_girdi::{
    Cagri, bozuk_deger, cagri, cagrilar, degerleri_reddeder, iki_program_reddeder, kotu_degerler,
    kotu_girdiler, kotu_girdiyi_reddeder, oneri_calisir, rastgele_kotu_girdiler, reddet,
    ret_iletisi,
};
pub use tek_degisiklik::{TekDegisiklik, tek_degisiklikleri_dene};
pub use turkce::{HARFSIZ, harfsiz_kelimeler, hatalar_turkce, turkce_harflerle_yazar};
pub use yazim::{kendini_okur, tek_bicime_iner};
