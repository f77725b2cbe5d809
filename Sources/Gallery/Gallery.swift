// Gallery
