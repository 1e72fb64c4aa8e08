#![forbid(unsafe_code)]
//! The programs of every lesson, `olc` and `hesap`, from the lesson's option declarations:
//! [`calistirma`] runs one from (flag, text) pairs without a command line (what the web panel
//! does, and what the command line does once it has read its flags); `komut` (feature `cli`)
//! is the command line itself, with clap; [`yuruyus`] walks the runs point by point and [`an`]
//! pins the lesson's moments to them.

#[cfg(feature = "cli")]
pub mod alistirma;
pub mod an;
#[cfg(feature = "cli")]
pub mod anahtarlar;
pub mod calistirma;
#[cfg(feature = "cli")]
pub mod ilerleme;
pub mod karsilastirma;
#[cfg(feature = "cli")]
pub mod komut;
#[cfg(feature = "cli")]
mod kurallar;
pub mod ozellikler;
#[cfg(feature = "cli")]
pub mod parca;
pub mod yazilan;
pub mod yuruyus;

#[cfg(feature = "cli")]
pub use komut::ana;
